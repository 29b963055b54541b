import type { InboxReview } from '@sumaa/contracts';
import { Dialog, SkeletonRows, Stack, Text } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useReviewWorkspace } from '../hooks/useReviewWorkspace';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { AssignmentPanel } from './AssignmentPanel';
import { GoogleReply } from './GoogleReply';
import { LoadFailure } from '@sumaa/app-kit';
import { ReplyStatePanel } from './ReplyStatePanel';
import { ReviewActions } from './ReviewActions';
import { ReviewMeta } from './ReviewMeta';
import { ReviewText } from './ReviewText';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

export interface ReviewDetailsDialogProps {
  /** The review, once known (from the page, or read by its id). */
  review: InboxReview | undefined;
  loading: boolean;
  /** 404: not one of this business's reviews (or no longer there). */
  notFound: boolean;
  error: unknown;
  onRetry(): void;
  onClose(): void;
}

/** The details modal (spec §2): everything about one review, with its reply, assignment and buttons. */
export function ReviewDetailsDialog({
  review,
  loading,
  notFound,
  error,
  onRetry,
  onClose,
}: ReviewDetailsDialogProps) {
  const { t } = useReviewsTexts();
  const { t: common } = useTranslation('common');
  return (
    <Dialog open size="lg" onClose={onClose} closeLabel={common('close')} title={t('details.title')}>
      {review ? (
        <ReviewDetails review={review} />
      ) : loading ? (
        <SkeletonRows rows={3} rowHeight="48px" label={t('details.loading')} />
      ) : notFound ? (
        <Text tone="secondary">{t('details.notFound')}</Text>
      ) : (
        <LoadFailure title={t('details.loadFailed')} error={error} onRetry={onRetry} />
      )}
    </Dialog>
  );
}

function ReviewDetails({ review }: { review: InboxReview }) {
  const { t } = useReviewsTexts();
  const format = useBusinessFormat();
  const workspace = useReviewWorkspace();
  const assignOpen =
    workspace.assignPanel?.reviewId === review.id && workspace.assignPanel.place === 'dialog';
  const assignment = review.assignment;
  return (
    <Stack gap={4}>
      <ReviewMeta review={review} nameAs="p" />
      <ReviewText review={review} />
      <StyledFacts>
        <Fact label={t('details.date')}>{format.dateTime(review.reviewDate)}</Fact>
        <Fact label={t('details.location')}>
          <bdi>{review.locationName || review.branch}</bdi>
        </Fact>
        <Fact label={t('details.platform')}>{review.platform}</Fact>
        <Fact label={t('details.language')}>
          {review.language ? t(`details.languages.${review.language}`) : t('details.noLanguage')}
        </Fact>
        <Fact label={t('details.sentiment')}>{t(`card.sentiment.${review.sentiment}`)}</Fact>
        <Fact label={t('details.assignment')}>
          {assignment
            ? [
                t('assign.current', { name: assignment.assignedToName ?? t('noValue') }),
                assignment.assignedByName &&
                  t('assign.currentBy', {
                    by: assignment.assignedByName,
                    date: format.date(assignment.createdAt),
                  }),
              ]
                .filter(Boolean)
                .join(' · ')
            : t('details.notAssigned')}
        </Fact>
      </StyledFacts>
      {review.replied ? (
        <GoogleReply review={review} />
      ) : (
        !review.replyState && (
          <Text size="sm" tone="secondary">
            {t('details.noReply')}
          </Text>
        )
      )}
      <ReplyStatePanel review={review} />
      {review.removedAtGoogle && (
        <Text size="sm" tone="danger">
          {t('card.removedNote')}
        </Text>
      )}
      <ReviewActions review={review} place="dialog" />
      {assignOpen && <AssignmentPanel review={review} onClose={workspace.closeAssignPanel} />}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StyledFact>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </StyledFact>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const StyledFact = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
