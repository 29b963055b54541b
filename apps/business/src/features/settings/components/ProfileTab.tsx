import { ltrInput } from '@sumaa/app-kit';
import { ACTIVITY_TYPES, type BusinessProfile } from '@sumaa/contracts';
import { type Language, useLanguage, useValidationMessage } from '@sumaa/i18n';
import { Select, TextArea, TextField } from '@sumaa/ui';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSettingsTexts } from '../hooks/useSettingsTexts';
import { DESCRIPTION_MAX_LENGTH, type ProfileField, type SettingsFormValues } from '../settingsForm';
import { BusinessLogoField } from './BusinessLogoField';
import { SettingsFieldGrid, SettingsSection, SettingsWideField } from './SettingsSection';

/** The countries offered first (the Gulf and its neighbours); a saved code outside them is kept as an option. */
const COUNTRY_CODES = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO'] as const;

/** Country names in the reader's language, from the browser's own list. */
function countryOptions(language: Language, saved: string) {
  const codes: string[] = [...COUNTRY_CODES];
  if (saved && !codes.includes(saved)) codes.push(saved);
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return codes.map((code) => {
    let label = code;
    try {
      label = names.of(code) ?? code;
    } catch {
      // Not a region code (typed elsewhere): shown as it was saved.
    }
    return { value: code, label };
  });
}

export interface ProfileTabProps {
  /** The saved profile, for its logo; null until one is saved. */
  profile: BusinessProfile | null;
}

/** The business profile (spec §2 settings → profile, §3 "Business profile") and its logo. */
export function ProfileTab({ profile }: ProfileTabProps) {
  const { t } = useSettingsTexts();
  const { language } = useLanguage();
  const message = useValidationMessage();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const [industry, country] = useWatch({ control, name: ['profile.industry', 'profile.country'] });
  const errorOf = (field: ProfileField) => message(errors.profile?.[field]?.message);
  const activityOptions = ACTIVITY_TYPES.map((value) => ({ value, label: t(`activities.${value}`) }));
  const savedCountry = profile?.country ?? '';
  const countries = useMemo(
    () => countryOptions(language, country || savedCountry),
    [language, country, savedCountry],
  );

  return (
    <SettingsSection title={t('profile.title')} description={t('profile.intro')}>
      <BusinessLogoField profile={profile} />
      <SettingsFieldGrid>
        <TextField
          {...register('profile.name')}
          label={t('profile.name')}
          autoComplete="organization"
          aria-required
          error={errorOf('name')}
        />
        <TextField
          {...register('profile.ownerName')}
          label={t('profile.ownerName')}
          autoComplete="name"
          error={errorOf('ownerName')}
        />
        <TextField
          {...ltrInput(register('profile.email'))}
          label={t('profile.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorOf('email')}
        />
        <TextField
          {...ltrInput(register('profile.phone'))}
          label={t('profile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errorOf('phone')}
        />
        <TextField
          {...ltrInput(register('profile.website'))}
          label={t('profile.website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          hint={t('profile.websiteHint')}
          error={errorOf('website')}
        />
        <Select
          {...register('profile.industry')}
          label={t('profile.industry')}
          placeholder={t('profile.industryPlaceholder')}
          options={activityOptions}
          error={errorOf('industry')}
        />
        {industry === 'other' && (
          <TextField
            {...register('profile.customIndustry')}
            label={t('profile.customIndustry')}
            placeholder={t('profile.customIndustryPlaceholder')}
            error={errorOf('customIndustry')}
          />
        )}
        <Select
          {...register('profile.country')}
          label={t('profile.country')}
          placeholder={t('profile.countryPlaceholder')}
          options={countries}
          autoComplete="country"
          error={errorOf('country')}
        />
        <TextField
          {...register('profile.city')}
          label={t('profile.city')}
          autoComplete="address-level2"
          error={errorOf('city')}
        />
        <SettingsWideField>
          <TextField
            {...register('profile.address')}
            label={t('profile.address')}
            autoComplete="street-address"
            error={errorOf('address')}
          />
        </SettingsWideField>
        <SettingsWideField>
          <TextArea
            {...register('profile.description')}
            label={t('profile.description')}
            rows={5}
            maxLength={DESCRIPTION_MAX_LENGTH}
            counterLabel={(count, max) => t('profile.descriptionCounter', { count, max })}
            error={errorOf('description')}
          />
        </SettingsWideField>
      </SettingsFieldGrid>
    </SettingsSection>
  );
}
