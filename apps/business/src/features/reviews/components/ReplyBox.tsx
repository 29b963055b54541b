import { FormErrorBanner, failureText } from '@sumaa/app-kit';
import { type InboxReview, REPLY_MAX_BYTES, utf8ByteLength } from '@sumaa/contracts';
import { Button, Inline, KeyboardHint, Text, TextArea, useToast } from '@sumaa/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAiDraftMutation } from '../api/aiDraft';
import { useReplyToReviewMutation } from '../api/replyToReview';
import { useSmartRepliesQuery } from '../api/smartReplies';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { isOwnReply } from '../lib/reviewAbilities';
import { SmartReplyMenu } from './SmartReplyMenu';
import { useBusinessFormat } from '../../../shared/business-settings/useBusinessFormat';

export interface ReplyBoxProps {
  review: InboxReview;
  userId: string | null;
  onClose(): void;
}

/**
 * Writing a reply, or editing one's own: the text with its size in bytes against Google's 4,096, smart replies
 * to start from, "draft with AI" where the server offers it, and Ctrl+Enter to send. Sending is refused while
 * the text is blank or too long, and while it is being sent; a failure keeps the box open with the reason.
 */
export function ReplyBox({ review, userId, onClose }: ReplyBoxProps) {
  const { t } = useReviewsTexts();
  const format = useBusinessFormat();
  const toast = useToast();
  const editing = isOwnReply(review, userId);
  const [text, setText] = useState(() => (editing ? (review.replyState?.content ?? review.reply ?? '') : ''));
  const [failure, setFailure] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const aiReasonId = useId();
  const send = useReplyToReviewMutation();
  const smartReplies = useSmartRepliesQuery(review.id, { enabled: true });
  const aiDraft = useAiDraftMutation(review.id);

  const bytes = utf8ByteLength(text.trim());
  const tooLong = bytes > REPLY_MAX_BYTES;
  const canSend = text.trim() !== '' && !tooLong && !send.isPending;

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const put = (content: string) => {
    setText(content);
    setFailure(null);
    fieldRef.current?.focus();
  };

  const submit = () => {
    if (!canSend) return;
    setFailure(null);
    send.mutate(
      { reviewId: review.id, content: text.trim() },
      {
        onSuccess: (updated) => {
          toast.show({
            message:
              updated.replyState?.status === 'awaitingApproval'
                ? t('replyBox.sentForApproval')
                : t('replyBox.sent'),
          });
          onClose();
        },
        onError: (error) => setFailure(failureText(error, t('replyBox.failed'))),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const draftWithAi = () => {
    setFailure(null);
    aiDraft.mutate(undefined, {
      onSuccess: (draft) => put(draft.content),
      onError: (error) => setFailure(failureText(error, t('replyBox.aiDraftFailed'))),
    });
  };

  const offer = smartReplies.data;
  // No endpoint at all: no button. Turned off by the business, or not allowed where the endpoint is (issue 24):
  // the button stays, disabled, with the reason beside it.
  const aiRefusal =
    offer && !offer.aiDraftAvailable && offer.aiDraftUnavailableReason !== 'aiDraftsUnavailable'
      ? offer.aiDraftUnavailableReason
      : null;
  return (
    <StyledBox>
      <FormErrorBanner message={failure} />
      <TextArea
        ref={fieldRef}
        label={editing ? t('replyBox.editLabel') : t('replyBox.label')}
        value={text}
        rows={4}
        placeholder={t('replyBox.placeholder')}
        dir="auto"
        aria-describedby={counterId}
        error={tooLong ? t('replyBox.tooLong', { max: format.count(REPLY_MAX_BYTES) }) : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <StyledFootnote>
        <KeyboardHint as="span">{t('replyBox.shortcut')}</KeyboardHint>
        <StyledCounter id={counterId} $over={tooLong}>
          {t('replyBox.bytes', { used: format.count(bytes), max: format.count(REPLY_MAX_BYTES) })}
        </StyledCounter>
      </StyledFootnote>
      <StyledActions>
        <Inline gap={2}>
          <SmartReplyMenu reviewId={review.id} onPick={put} />
          {offer?.aiDraftAvailable && (
            <>
              <Button
                size="sm"
                variant="secondary"
                loading={aiDraft.isPending}
                disabled={offer.aiDraftsLeft === 0}
                onClick={draftWithAi}
              >
                {t('replyBox.aiDraft')}
              </Button>
              {offer.aiDraftsLeft !== null && (
                <Text as="span" size="xs" tone="secondary">
                  {t('replyBox.aiDraftsLeft', { count: offer.aiDraftsLeft })}
                </Text>
              )}
            </>
          )}
          {aiRefusal && (
            <>
              <Button size="sm" variant="secondary" disabled aria-describedby={aiReasonId}>
                {t('replyBox.aiDraft')}
              </Button>
              <Text as="span" size="xs" tone="secondary" id={aiReasonId}>
                {aiRefusal === 'aiDraftsTurnedOff'
                  ? t('replyBox.aiDraftsTurnedOff')
                  : t('replyBox.aiTransferAbroadNotAllowed')}
              </Text>
            </>
          )}
        </Inline>
        <Inline gap={2}>
          <Button size="sm" variant="ghost" disabled={send.isPending} onClick={onClose}>
            {t('replyBox.cancel')}
          </Button>
          <Button size="sm" disabled={!canSend} loading={send.isPending} onClick={submit}>
            {editing ? t('replyBox.update') : t('replyBox.send')}
          </Button>
        </Inline>
      </StyledActions>
    </StyledBox>
  );
}

const StyledBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledFootnote = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledCounter = styled.span<{ $over: boolean }>`
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $over }) => ($over ? theme.tones.danger.text : theme.colors.textSecondary)};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  white-space: nowrap;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
