import type { InboxReview } from '@sumaa/contracts';
import { GoogleIcon, Text, Inline } from '@sumaa/ui';
import styled from 'styled-components';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

/**
 * The reply Google holds (what Google shows under the review): made directly on Google, or written in Sumaa by a
 * member, whose name is shown.
 */
export function GoogleReply({ review }: { review: InboxReview }) {
  const { t } = useReviewsTexts();
  const format = useBusinessFormat();
  if (!review.replied || !review.reply) return null;
  const byline =
    review.replySource === 'sumaa'
      ? review.replyUser
        ? t('googleReply.by', { name: review.replyUser })
        : t('googleReply.byFormerMember')
      : t('googleReply.madeOnGoogle');
  return (
    <StyledReply aria-label={t('googleReply.title')}>
      <Inline>
        <GoogleIcon size="1rem" />
        <Text as="span" size="sm" weight="semibold">
          {t('googleReply.title')}
        </Text>
        <Text as="span" size="xs" tone="secondary">
          <bdi>{byline}</bdi>
          {review.replyDate && (
            <>
              {' · '}
              <time dateTime={review.replyDate} title={format.dateTime(review.replyDate)}>
                {format.relative(review.replyDate)}
              </time>
            </>
          )}
        </Text>
      </Inline>
      <StyledText dir="auto">{review.reply}</StyledText>
    </StyledReply>
  );
}

const StyledReply = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  unicode-bidi: plaintext;
  text-align: start;
`;
