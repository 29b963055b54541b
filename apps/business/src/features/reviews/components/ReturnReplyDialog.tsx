import { FormErrorBanner, failureText } from '@sumaa/app-kit';
import { RETURN_NOTE_MAX_LENGTH } from '@sumaa/contracts';
import { Button, Dialog, TextArea, useToast } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnReviewReplyMutation } from '../api/returnReviewReply';
import { useReviewsTexts } from '../hooks/useReviewsTexts';

export interface ReturnReplyDialogProps {
  reviewId: string;
  onClose(): void;
}

/** A manager or admin sends an agent's reply back with a note saying what should change. */
export function ReturnReplyDialog({ reviewId, onClose }: ReturnReplyDialogProps) {
  const { t } = useReviewsTexts();
  const { t: common } = useTranslation('common');
  const toast = useToast();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useReturnReviewReplyMutation();
  const tooLong = note.trim().length > RETURN_NOTE_MAX_LENGTH;

  const submit = () => {
    if (!note.trim()) {
      setError(t('returnReply.noteRequired'));
      return;
    }
    if (tooLong) return;
    setError(null);
    setFailure(null);
    send.mutate(
      { reviewId, note: note.trim() },
      {
        onSuccess: () => {
          toast.show({ message: t('returnReply.done') });
          onClose();
        },
        onError: (cause) => setFailure(failureText(cause, t('returnReply.failed'))),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('returnReply.title')}
      description={t('returnReply.description')}
      closeLabel={common('close')}
      preventClose={send.isPending}
      footer={
        <>
          <Button loading={send.isPending} disabled={tooLong} onClick={submit}>
            {t('returnReply.confirm')}
          </Button>
          <Button variant="secondary" disabled={send.isPending} onClick={onClose}>
            {common('cancel')}
          </Button>
        </>
      }
    >
      <FormErrorBanner message={failure} />
      <TextArea
        label={t('returnReply.note')}
        value={note}
        rows={4}
        dir="auto"
        required
        error={error ?? undefined}
        maxLength={RETURN_NOTE_MAX_LENGTH}
        counterLabel={(count, max) => t('returnReply.counter', { count, max })}
        onChange={(event) => {
          setNote(event.target.value);
          if (error) setError(null);
        }}
      />
    </Dialog>
  );
}
