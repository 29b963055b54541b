import { FormErrorBanner, failureText, LoadFailure, useFormat } from '@sumaa/app-kit';
import { CONTACT_REPLY_MAX_LENGTH, type ContactInboxMessage } from '@sumaa/contracts';
import {
  Badge,
  Button,
  Dialog,
  Heading,
  SegmentedControl,
  SkeletonRows,
  Stack,
  Text,
  TextArea,
  useToast,
  Inline,
} from '@sumaa/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useContactRepliesQuery } from '../api/contactReplies';
import { useReplyToContactMutation } from '../api/replyToContact';
import { useContactsTexts } from '../hooks/useContactsTexts';

type ReplyKind = 'public' | 'note';

export interface ContactReplyDialogProps {
  message: ContactInboxMessage;
  onClose(): void;
}

/**
 * Spec §2's reply modal: the message, its earlier replies and notes, and a box for a public reply (e-mailed to the
 * sender in their language by the server) or an internal note (not sent). A failure keeps the text and says why.
 */
export function ContactReplyDialog({ message, onClose }: ContactReplyDialogProps) {
  const { t } = useContactsTexts();
  const format = useFormat();
  const toast = useToast();
  const replies = useContactRepliesQuery(message.id);
  const send = useReplyToContactMutation(message.id);
  const [kind, setKind] = useState<ReplyKind>('public');
  const [content, setContent] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isPublic = kind === 'public';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) return setFieldError(t('reply.required'));
    if (text.length > CONTACT_REPLY_MAX_LENGTH) return setFieldError(t('reply.tooLong'));
    setFieldError(null);
    setFailure(null);
    try {
      await send.mutateAsync({ content: text, isPublic });
      setContent('');
      toast.show({ message: isPublic ? t('reply.sent', { email: message.email }) : t('reply.noteSaved') });
    } catch (error) {
      setFailure(failureText(error, t('reply.failed')));
    }
  };

  let earlier;
  if (replies.isPending) earlier = <SkeletonRows rows={2} label={t('reply.earlier')} />;
  else if (replies.isError)
    earlier = (
      <LoadFailure
        title={t('reply.loadError')}
        error={replies.error}
        onRetry={() => void replies.refetch()}
      />
    );
  else if (replies.data.length === 0)
    earlier = (
      <Text size="sm" tone="secondary">
        {t('reply.noReplies')}
      </Text>
    );
  else
    earlier = (
      <StyledReplies>
        {replies.data.map((reply) => (
          <StyledReply key={reply.id} $note={!reply.isPublic}>
            <Inline>
              <Badge tone={reply.isPublic ? 'brand' : 'neutral'}>
                {reply.isPublic ? t('reply.public') : t('reply.note')}
              </Badge>
              <Text as="span" size="sm" tone="secondary">
                {t('reply.by', { name: reply.authorName ?? t('reply.unknownAuthor') })} ·{' '}
                <time dateTime={reply.repliedAt}>{format.dateTime(reply.repliedAt)}</time>
              </Text>
            </Inline>
            <StyledText dir="auto">{reply.content}</StyledText>
          </StyledReply>
        ))}
      </StyledReplies>
    );

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      preventClose={send.isPending}
      closeLabel={t('reply.close')}
      title={t('reply.title', { name: message.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('reply.close')}
          </Button>
          <Button type="submit" form={`contact-reply-${message.id}`} loading={send.isPending}>
            {isPublic ? t('reply.send') : t('reply.saveNote')}
          </Button>
        </>
      }
    >
      <Stack gap={5}>
        <StyledDetails>
          <dt>{t('reply.from')}</dt>
          <dd>
            {message.name} · <bdi dir="ltr">{message.email}</bdi>
          </dd>
          <dt>{t('reply.subject')}</dt>
          <dd dir="auto">{message.subject || t('table.noSubject')}</dd>
          <dt>{t('reply.received')}</dt>
          <dd>{format.dateTime(message.createdAt)}</dd>
          <dt>{t('reply.language')}</dt>
          <dd>{t(`languages.${message.language}`)}</dd>
        </StyledDetails>
        <StyledQuote aria-label={t('reply.original')} dir="auto">
          {message.message}
        </StyledQuote>

        <Stack gap={3} as="section" aria-labelledby={`contact-replies-${message.id}`}>
          <Heading level={3} id={`contact-replies-${message.id}`}>
            {t('reply.earlier')}
          </Heading>
          {earlier}
        </Stack>

        <form id={`contact-reply-${message.id}`} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={3}>
            {failure && <FormErrorBanner message={failure} />}
            <SegmentedControl<ReplyKind>
              legend={t('reply.kind')}
              value={kind}
              onChange={setKind}
              options={[
                { value: 'public', label: t('reply.public') },
                { value: 'note', label: t('reply.note') },
              ]}
            />
            <TextArea
              label={isPublic ? t('reply.content') : t('reply.noteContent')}
              value={content}
              rows={5}
              dir="auto"
              maxLength={CONTACT_REPLY_MAX_LENGTH}
              counterLabel={(count, max) => t('reply.counter', { count, max })}
              onChange={(event) => setContent(event.target.value)}
              error={fieldError ?? undefined}
              hint={
                isPublic
                  ? t('reply.publicHint', {
                      email: message.email,
                      language: t(`languages.${message.language}`),
                    })
                  : t('reply.noteHint')
              }
            />
          </Stack>
        </form>
      </Stack>
    </Dialog>
  );
}

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledQuote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledReplies = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledReply = styled.li<{ $note: boolean }>`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px ${({ $note }) => ($note ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
