import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, authApi } from '@sumaa/api-client';
import { FormErrorBanner, FormStack, ltrInput, useServerErrors } from '@sumaa/app-kit';
import { resetPasswordFormSchema } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { AlertBanner, Button, PasswordField } from '@sumaa/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  useLatest,
  usePasswordPolicy,
  usePasswordRuleHint,
} from '../../../shared/password-policy/usePasswordPolicy';

type ResetSchema = ReturnType<typeof resetPasswordFormSchema>;
type ResetValues = z.input<ResetSchema>;

export interface ResetPasswordFormProps {
  /** The reset token from the e-mail's link. */
  token: string;
  /** Called once the password is changed (the page then drops its own "back to log in" link). */
  onDone?: () => void;
}

/** The new password typed twice (decisions #8), sent with the link's token. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  const message = useValidationMessage();
  const [done, setDone] = useState(false);
  const [linkRefused, setLinkRefused] = useState(false);
  // The platform's password rule (the super admin's settings), checked here before the server does.
  const passwordPolicy = usePasswordPolicy();
  const liveSchema = useLatest(useMemo(() => resetPasswordFormSchema(passwordPolicy), [passwordPolicy]));
  const passwordHint = usePasswordRuleHint(
    passwordPolicy,
    t('resetPassword.passwordHint', { min: passwordPolicy.minLength }),
  );
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, z.output<ResetSchema>>({
    resolver: (values, context, options) => zodResolver(liveSchema.current)(values, context, options),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    clearFailure();
    setLinkRefused(false);
    try {
      await authApi.resetPassword(token, newPassword);
      setDone(true);
      onDone?.();
    } catch (error) {
      // The token travels as `code`: a complaint about it is about the link, not a field on this form.
      setLinkRefused(error instanceof ApiError && Boolean(error.errors?.code));
      const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
      showServerError(answered ? error : null, {
        fieldFor: (field) => (field === 'newPassword' ? 'newPassword' : undefined),
        fallback: answered ? t('resetPassword.genericError') : tCommon('genericError'),
      });
    }
  });

  if (done) {
    return (
      <>
        <AlertBanner tone="success">{t('resetPassword.success')}</AlertBanner>
        <Button as={Link} to="/login" size="lg" fullWidth>
          {t('resetPassword.goToLogin')}
        </Button>
      </>
    );
  }

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <FormErrorBanner message={failure} />
      {linkRefused && <Link to="/forgot-password">{t('resetPassword.requestNewLink')}</Link>}
      <PasswordField
        {...ltrInput(register('newPassword'))}
        label={t('resetPassword.newPassword')}
        autoComplete="new-password"
        aria-required
        hint={passwordHint}
        showLabel={tCommon('showPassword')}
        hideLabel={tCommon('hidePassword')}
        error={message(errors.newPassword?.message, { min: passwordPolicy.minLength })}
      />
      <PasswordField
        {...ltrInput(register('confirmPassword'))}
        label={t('resetPassword.confirmPassword')}
        autoComplete="new-password"
        aria-required
        showLabel={t('resetPassword.showConfirm')}
        hideLabel={t('resetPassword.hideConfirm')}
        error={message(errors.confirmPassword?.message)}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('resetPassword.submit')}
      </Button>
    </FormStack>
  );
}
