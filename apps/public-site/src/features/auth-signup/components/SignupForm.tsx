import { zodResolver } from '@hookform/resolvers/zod';
import { useAuthStore } from '@sumaa/api-client';
import { FormErrorBanner, FormStack, ltrInput, placeServerErrors } from '@sumaa/app-kit';
import { ACTIVITY_TYPES, signupFormSchema } from '@sumaa/contracts';
import {
  useLatest,
  usePasswordPolicy,
  usePasswordRuleHint,
} from '../../../shared/password-policy/usePasswordPolicy';
import { useValidationMessage } from '@sumaa/i18n';
import { Button, Checkbox, FileField, PasswordField, Select, TextField } from '@sumaa/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { z } from 'zod';
import { useProfilePhoto } from '../hooks/useProfilePhoto';
import { PhonePreview } from './PhonePreview';
import { TermsLabel } from './TermsLabel';

type SignupSchema = ReturnType<typeof signupFormSchema>;
type SignupValues = z.input<SignupSchema>;
type SignupField = keyof SignupValues;

/** The RegisterCompany field names of spec §3 → this form's fields (ActivityType depends on "other"). */
const SERVER_FIELDS: Record<string, SignupField> = {
  email: 'email',
  Full_name: 'fullName',
  Business_name: 'businessName',
  Phone: 'phone',
  Password: 'password',
  ActivityType: 'activityType',
};

export function SignupForm() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  const message = useValidationMessage();
  const registerCompany = useAuthStore((state) => state.register);
  const navigate = useNavigate();
  // The plan chosen on the pricing page (/signup?plan=<id>): the trial starts on it.
  const [searchParams] = useSearchParams();
  const planId = searchParams.get('plan')?.trim() || null;
  const photo = useProfilePhoto();
  const [failure, setFailure] = useState<string | null>(null);
  // The platform's password rule (the super admin's settings), checked here before the server does.
  const passwordPolicy = usePasswordPolicy();
  const liveSchema = useLatest(useMemo(() => signupFormSchema(passwordPolicy), [passwordPolicy]));
  const passwordHint = usePasswordRuleHint(
    passwordPolicy,
    t('signup.passwordHint', { min: passwordPolicy.minLength }),
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues, unknown, z.output<SignupSchema>>({
    resolver: (values, context, options) => zodResolver(liveSchema.current)(values, context, options),
    defaultValues: {
      fullName: '',
      businessName: '',
      email: '',
      phone: '',
      password: '',
      activityType: '',
      customActivity: '',
      agreeToTerms: false,
    },
  });
  const [activityType, phone] = useWatch({ control, name: ['activityType', 'phone'] });
  const isOther = activityType === 'other';

  const activityOptions = ACTIVITY_TYPES.map((value) => ({ value, label: t(`activities.${value}`) }));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // "Other" sends the user's own words as the activity (spec §3).
    const activity =
      values.activityType === 'other' ? (values.customActivity ?? '').trim() : values.activityType;
    try {
      await registerCompany(
        {
          email: values.email,
          Full_name: values.fullName,
          Business_name: values.businessName,
          Phone: values.phone,
          Password: values.password,
          ActivityType: activity,
        },
        photo.file,
        planId,
      );
      navigate(`/check-email?email=${encodeURIComponent(values.email)}`, { state: { reason: 'registered' } });
    } catch (error) {
      const { placed, banner } = placeServerErrors(
        error,
        (field) => {
          if (field === 'ProfileImage') return 'photo';
          if (field === 'ActivityType' && values.activityType === 'other') return 'customActivity';
          return SERVER_FIELDS[field];
        },
        (field, text) => {
          if (field === 'photo') photo.setError(text);
          else setError(field, { type: 'server', message: text });
        },
        t('signup.genericError'),
      );
      setFailure(banner);
      const firstField = placed.find((field): field is SignupField => field !== 'photo');
      if (firstField) setFocus(firstField);
    }
  });

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <FormErrorBanner message={failure} />
      <StyledGrid>
        <TextField
          {...register('fullName')}
          label={t('signup.fullName')}
          autoComplete="name"
          aria-required
          error={message(errors.fullName?.message)}
        />
        <TextField
          {...register('businessName')}
          label={t('signup.businessName')}
          autoComplete="organization"
          aria-required
          error={message(errors.businessName?.message)}
        />
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
        <TextField
          {...register('phone')}
          label={t('signup.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel-national"
          placeholder={t('signup.phonePlaceholder')}
          aria-required
          hint={<PhonePreview value={phone ?? ''} />}
          error={message(errors.phone?.message)}
        />
      </StyledGrid>
      <PasswordField
        {...ltrInput(register('password'))}
        label={t('fields.password')}
        autoComplete="new-password"
        aria-required
        hint={passwordHint}
        showLabel={tCommon('showPassword')}
        hideLabel={tCommon('hidePassword')}
        error={message(errors.password?.message, { min: passwordPolicy.minLength })}
      />
      <StyledGrid>
        <Select
          {...register('activityType')}
          label={t('signup.activity')}
          placeholder={t('signup.activityPlaceholder')}
          options={activityOptions}
          aria-required
          error={message(errors.activityType?.message)}
        />
        {isOther && (
          <TextField
            {...register('customActivity')}
            label={t('signup.customActivity')}
            placeholder={t('signup.customActivityPlaceholder')}
            aria-required
            error={message(errors.customActivity?.message)}
          />
        )}
      </StyledGrid>
      <FileField
        label={t('signup.photo')}
        name="ProfileImage"
        value={photo.file}
        onChange={photo.choose}
        chooseLabel={t('signup.photoChoose')}
        removeLabel={t('signup.photoRemove')}
        previewAlt={t('signup.photoPreviewAlt')}
        hint={t('signup.photoHint')}
        error={message(photo.error ?? undefined)}
      />
      <Checkbox
        {...register('agreeToTerms')}
        label={<TermsLabel />}
        aria-required
        error={message(errors.agreeToTerms?.message)}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('signup.submit')}
      </Button>
    </FormStack>
  );
}

/** Two fields side by side from tablet width; one column on phones. */
const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;
