import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, useAuthStore } from '@sumaa/api-client';
import { FormErrorBanner, FormStack, ltrInput, placeServerErrors } from '@sumaa/app-kit';
import { completeInvitationFieldsSchema, type InvitationPreview } from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { AlertBanner, Button, FileField, PasswordField, TextField } from '@sumaa/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  useLatest,
  usePasswordPolicy,
  usePasswordRuleHint,
} from '../../../shared/password-policy/usePasswordPolicy';
import { useCompleteInvitationMutation } from '../api/completeInvitation';
import { isInvitationRefused } from '../api/getInvitationPreview';
import { useInvitationPhoto } from '../hooks/useInvitationPhoto';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';
import { InvitedEmailField } from './InvitedEmailField';

type InvitationSchema = ReturnType<typeof completeInvitationFieldsSchema>;
type InvitationValues = z.input<InvitationSchema>;
type InvitationField = keyof InvitationValues;
type FormField = InvitationField | 'photo';

/** The multipart fields of the contract → this form's fields. */
const SERVER_FIELDS: Record<string, FormField> = {
  name: 'name',
  password: 'password',
  confirmPassword: 'confirmPassword',
  photo: 'photo',
  photoUrl: 'photo',
};
const fieldFor = (serverField: string): FormField | undefined =>
  Object.entries(SERVER_FIELDS).find(([name]) => name.toLowerCase() === serverField.toLowerCase())?.[1];

export interface CompleteInvitationFormProps {
  token: string;
  invitation: InvitationPreview;
  onJoined(): void;
  /** The link was refused on sending (it expired or was used meanwhile): the server's message. */
  onRefused(message: string | null): void;
  /** The address has an account after all (409): sign in and accept instead. */
  onAccountExists(message: string | null): void;
}

/** The new member's name, optional photo and password (spec §5 "Invitation completion"). */
export function CompleteInvitationForm({
  token,
  invitation,
  onJoined,
  onRefused,
  onAccountExists,
}: CompleteInvitationFormProps) {
  const { t } = useTeamInvitationTexts();
  const { t: tCommon } = useTranslation('common');
  const message = useValidationMessage();
  const complete = useCompleteInvitationMutation();
  const startSession = useAuthStore((state) => state.startSession);
  const signedInEmail = useAuthStore((state) => (state.isAuthenticated ? (state.user?.email ?? null) : null));
  const photo = useInvitationPhoto();
  const [failure, setFailure] = useState<string | null>(null);
  // The platform's password rule (the super admin's settings), checked here before the server does, as on the
  // sign-up and reset pages; the server checks it again.
  const passwordPolicy = usePasswordPolicy();
  const liveSchema = useLatest(
    useMemo(() => completeInvitationFieldsSchema(passwordPolicy), [passwordPolicy]),
  );
  const passwordHint = usePasswordRuleHint(
    passwordPolicy,
    t('form.passwordHint', { min: passwordPolicy.minLength }),
  );
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<InvitationValues, unknown, z.output<InvitationSchema>>({
    resolver: (values, context, options) => zodResolver(liveSchema.current)(values, context, options),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await complete.mutateAsync({
        token,
        name: values.name,
        password: values.password,
        confirmPassword: values.confirmPassword ?? '',
        photo: photo.file,
      });
      startSession(session);
      onJoined();
    } catch (error) {
      if (isInvitationRefused(error) && error.status !== 400) return onRefused(error.serverMessage);
      if (error instanceof ApiError && error.status === 409) return onAccountExists(error.serverMessage);
      const { placed, banner } = placeServerErrors(
        error,
        fieldFor,
        (field, text) => {
          if (field === 'photo') photo.setError(text);
          else setError(field, { type: 'server', message: text });
        },
        // Spec §8: the server's message, else the error's text, else "Unknown error".
        t('form.unknownError'),
      );
      setFailure(banner);
      const firstField = placed.find((field): field is InvitationField => field !== 'photo');
      if (firstField) setFocus(firstField);
    }
  });

  const signedInAsOther =
    signedInEmail !== null && signedInEmail.toLowerCase() !== invitation.email.toLowerCase();

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      {signedInAsOther && (
        <AlertBanner tone="info">
          <Trans
            t={t}
            i18nKey="form.signedInAsOther"
            values={{ email: signedInEmail }}
            components={{ email: <bdi dir="ltr" /> }}
          />
        </AlertBanner>
      )}
      <FormErrorBanner message={failure} />
      <InvitedEmailField email={invitation.email} />
      <TextField
        {...register('name')}
        label={t('form.name')}
        autoComplete="name"
        aria-required
        error={message(errors.name?.message)}
      />
      <FileField
        label={t('form.photo')}
        name="photo"
        value={photo.file}
        onChange={(file) => void photo.choose(file)}
        chooseLabel={t('form.photoChoose')}
        removeLabel={t('form.photoRemove')}
        previewAlt={t('form.photoPreviewAlt')}
        hint={t('form.photoHint')}
        error={message(photo.error ?? undefined)}
        disabled={isSubmitting}
      />
      <PasswordField
        {...ltrInput(register('password'))}
        label={t('form.password')}
        autoComplete="new-password"
        aria-required
        hint={passwordHint}
        showLabel={tCommon('showPassword')}
        hideLabel={tCommon('hidePassword')}
        error={message(errors.password?.message, { min: passwordPolicy.minLength })}
      />
      <PasswordField
        {...ltrInput(register('confirmPassword'))}
        label={t('form.confirmPassword')}
        autoComplete="new-password"
        aria-required
        showLabel={t('form.showConfirm')}
        hideLabel={t('form.hideConfirm')}
        error={message(errors.confirmPassword?.message)}
      />
      {/* While sending, the button is aria-disabled and ignores clicks and Enter, but keeps the focus. */}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('form.submit')}
      </Button>
    </FormStack>
  );
}
