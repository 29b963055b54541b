import { zodResolver } from '@hookform/resolvers/zod';
import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import { CONTACT_MESSAGE_MAX_LENGTH, contactMessageInputSchema } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { Button, Inline, TextArea, TextField } from '@sumaa/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSendContactMessage } from '../api/sendContactMessage';
import { useContactTexts } from '../hooks/useContactTexts';
import { ContactSent, type SentMessage } from './ContactSent';

type ContactValues = z.input<typeof contactMessageInputSchema>;
type ContactField = keyof ContactValues;

const FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'subject', 'message'];
const EMPTY: ContactValues = { name: '', email: '', company: '', subject: '', message: '' };

/** The server's field names are the form's (spec §7: name, email, company, message; subject is ours). */
const fieldFor = (serverField: string): ContactField | undefined =>
  FIELDS.find((field) => field.toLowerCase() === serverField.toLowerCase());

/**
 * The contact form (decisions #7: the variant that sends). Checked with the same rule as the server; while it
 * sends the button says so; once sent, a confirmation replaces it; a failure keeps every field as typed.
 */
export function ContactForm() {
  const { t } = useContactTexts();
  const message = useValidationMessage();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<SentMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, z.output<typeof contactMessageInputSchema>>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    try {
      await send.mutateAsync(values);
      setSent({ name: values.name, email: values.email });
      // A second message is usually from the same person: keep who they are, clear what they wrote.
      reset({ ...EMPTY, name: values.name, email: values.email, company: values.company });
    } catch (error) {
      showServerError(error, { fieldFor: fieldFor, fallback: t('form.genericError') });
    }
  });

  if (sent) return <ContactSent sent={sent} onSendAnother={() => setSent(null)} />;

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <FormErrorBanner message={failure} />
      <TextField
        {...register('name')}
        label={t('form.name')}
        autoComplete="name"
        aria-required
        error={message(errors.name?.message)}
      />
      <TextField
        {...register('email')}
        label={t('form.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        placeholder={t('form.emailPlaceholder')}
        aria-required
        error={message(errors.email?.message)}
      />
      <TextField
        {...register('company')}
        label={t('form.company')}
        autoComplete="organization"
        error={message(errors.company?.message)}
      />
      <TextField
        {...register('subject')}
        label={t('form.subject')}
        error={message(errors.subject?.message)}
      />
      <TextArea
        {...register('message')}
        label={t('form.message')}
        hint={t('form.messageHint', { max: CONTACT_MESSAGE_MAX_LENGTH })}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        counterLabel={(count, max) => t('form.messageCounter', { count, max })}
        aria-required
        error={message(errors.message?.message)}
      />
      <Inline>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </Inline>
    </FormStack>
  );
}
