import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, authApi } from '@sumaa/api-client';
import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import { emailOnlySchema } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { AlertBanner, Button, TextField } from '@sumaa/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type ForgotValues = z.input<typeof emailOnlySchema>;

/** Sends the reset link. The answer is the same whether or not the address has an account (decisions #15). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  const message = useValidationMessage();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);

  const onSubmit = handleSubmit(async ({ email }) => {
    clearFailure();
    setSent(false);
    try {
      await authApi.forgotPassword(email);
      setSent(true);
    } catch (error) {
      // spec §8: field errors and the message for an answered request; the generic error for anything else.
      const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
      showServerError(answered ? error : null, {
        fieldFor: (field) => (field === 'email' ? 'email' : undefined),
        fallback: tCommon('genericError'),
      });
    }
  });

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      {sent && <AlertBanner tone="success">{t('forgotPassword.sent')}</AlertBanner>}
      <FormErrorBanner message={failure} />
      <TextField
        {...register('email')}
        label={t('fields.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        aria-required
        error={message(errors.email?.message)}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('forgotPassword.submit')}
      </Button>
    </FormStack>
  );
}
