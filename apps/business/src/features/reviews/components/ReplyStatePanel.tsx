import { type InboxReview, translateMessage } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { Button, Inline, Spinner, Text, type Tone } from '@sumaa/ui';
import styled from 'styled-components';
import { useReviewWorkspace } from '../hooks/useReviewWorkspace';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { isOwnReply, replyActionsOf } from '../lib/reviewAbilities';

const TONE = {
  sending: 'info',
  deleting: 'info',
  failed: 'danger',
  awaitingApproval: 'warning',
  returned: 'warning',
} as const satisfies Record<string, Tone>;

/**
 * The reply written in Sumaa on its way to Google, while it is not (yet) what Google holds: publishing, failed
 * with its reason and a retry, waiting for approval (approve or return, for managers and admins), returned
 * with the approver's note, or being deleted.
 */
export function ReplyStatePanel({ review }: { review: InboxReview }) {
  const { t } = useReviewsTexts();
  const { language } = useLanguage();
  const workspace = useReviewWorkspace();
  const state = review.replyState;
  if (!state || state.status === 'published') return null;
  const { status } = state;
  const actions = replyActionsOf(review, workspace.abilities);
  const pending = workspace.pendingQuickAction?.reviewId === review.id ? workspace.pendingQuickAction : null;
  const reason = state.failureCode ? translateMessage(state.failureCode, language) : null;
  const author = isOwnReply(review, workspace.abilities.userId)
    ? t('replyState.yourReply')
    : t('replyState.memberReply', { name: state.authorName ?? t('noValue') });

  return (
    <StyledPanel $tone={TONE[status]} aria-label={t(`card.replyStatus.${status}`)}>
      <Inline gap={2}>
        {(status === 'sending' || status === 'deleting') && <Spinner size="sm" />}
        <Text as="span" size="sm" weight="semibold">
          {status === 'sending' && t('replyState.sending')}
          {status === 'deleting' && t('replyState.deleting')}
          {status === 'failed' && t('replyState.failed', { reason: reason ?? t('noValue') })}
          {status === 'awaitingApproval' && t('replyState.awaitingApproval')}
          {status === 'returned' &&
            (state.reviewedByName
              ? t('replyState.returnedBy', { name: state.reviewedByName })
              : t('replyState.returned'))}
        </Text>
      </Inline>
      {status === 'sending' && reason && (
        <Text size="xs" tone="secondary">
          {t('replyState.sendingAgain', { reason })}
        </Text>
      )}
      {status === 'returned' && state.returnNote && (
        <Text size="sm" dir="auto">
          {t('replyState.note', { note: state.returnNote })}
        </Text>
      )}
      {status !== 'deleting' && (
        <StyledDraft>
          <Text as="span" size="xs" tone="secondary">
            {author}
          </Text>
          <StyledText dir="auto">{state.content}</StyledText>
        </StyledDraft>
      )}
      {(actions.retry || actions.approve) && (
        <Inline gap={2}>
          {actions.retry && (
            <Button
              size="sm"
              variant="secondary"
              loading={pending?.action === 'retry'}
              onClick={() => workspace.runQuickAction('retry', review.id)}
            >
              {t('replyState.retry')}
            </Button>
          )}
          {actions.approve && (
            <>
              <Button
                size="sm"
                loading={pending?.action === 'approve'}
                onClick={() => workspace.runQuickAction('approve', review.id)}
              >
                {t('replyState.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={Boolean(pending)}
                onClick={() => workspace.askReturn(review.id)}
              >
                {t('replyState.return')}
              </Button>
            </>
          )}
        </Inline>
      )}
    </StyledPanel>
  );
}

const StyledPanel = styled.section<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-inline-start: 3px solid ${({ theme, $tone }) => theme.tones[$tone].solid};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.tones[$tone].soft};
  color: ${({ theme, $tone }) => theme.tones[$tone].text};
`;

const StyledDraft = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  unicode-bidi: plaintext;
  text-align: start;
`;
