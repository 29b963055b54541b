import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import type { ReviewRequestSettings } from '@sumaa/contracts';
import { Button, Heading, Inline, Stack, Switch, Text, TextArea, TextField, useToast } from '@sumaa/ui';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateReviewRequestSettingsMutation } from '../api/reviewRequestSettings';
import { useRequestsTexts } from '../hooks/useRequestsTexts';
import { REQUEST_CHANNELS } from '../lib/requestsView';
import {
  type RequestSettingsValues,
  settingsFieldOf,
  settingsToValues,
  valuesToBody,
} from '../lib/settingsForm';

const LANGUAGES = ['ar', 'en'] as const;

/** Templates per channel and language with their placeholders explained, the rules, the channels; one save. */
export function SettingsForm({ settings }: { settings: ReviewRequestSettings }) {
  const { t } = useRequestsTexts();
  const toast = useToast();
  const save = useUpdateReviewRequestSettingsMutation();
  const channelsId = useId();
  const templatesId = useId();
  const rulesId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RequestSettingsValues>({ defaultValues: settingsToValues(settings) });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    try {
      const saved = await save.mutateAsync(valuesToBody(values));
      reset(settingsToValues(saved));
      toast.show({ message: t('settings.saved') });
    } catch (error) {
      showServerError(error, { fieldFor: settingsFieldOf, fallback: t('settings.failed') });
    }
  });

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      <Heading level={4} as="h2">
        {t('settings.heading')}
      </Heading>
      <FormErrorBanner message={failure} />

      <Stack as="section" gap={3} aria-labelledby={channelsId}>
        <Heading level={4} as="h3" id={channelsId}>
          {t('settings.channels')}
        </Heading>
        <Text tone="secondary" size="sm">
          {t('settings.channelsHint')}
        </Text>
        {REQUEST_CHANNELS.map((channel) => {
          const available = settings.channelsAvailable.includes(channel);
          return (
            <Controller
              key={channel}
              control={control}
              name={`channelsEnabled.${channel}`}
              render={({ field }) => (
                <Switch
                  ref={field.ref}
                  name={field.name}
                  label={t(`channels.${channel}`)}
                  hint={available ? undefined : t('settings.channelUnavailable')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          );
        })}
      </Stack>

      <Stack as="section" gap={3} aria-labelledby={templatesId}>
        <Heading level={4} as="h3" id={templatesId}>
          {t('settings.templates')}
        </Heading>
        <Text tone="secondary" size="sm">
          {t('settings.templatesHint')}
        </Text>
        <ul>
          {(['firstName', 'business', 'link'] as const).map((name) => (
            <li key={name}>
              <Text size="sm">{t(`settings.placeholders.${name}`)}</Text>
            </li>
          ))}
        </ul>
        {REQUEST_CHANNELS.map((channel) =>
          LANGUAGES.map((language) => {
            const fieldError = errors.templates?.[channel]?.[language]?.message;
            return (
              <TextArea
                key={`${channel}.${language}`}
                {...register(`templates.${channel}.${language}`)}
                label={t('settings.templateOf', {
                  channel: t(`channels.${channel}`),
                  language: t(`languages.${language}`),
                })}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                rows={3}
                placeholder={settings.effectiveTemplates[channel][language]}
                error={fieldError}
              />
            );
          }),
        )}
        <TextField
          {...register('whatsappTemplateName')}
          label={t('settings.whatsappTemplateName')}
          hint={t('settings.whatsappTemplateHint')}
          dir="ltr"
          autoComplete="off"
          error={errors.whatsappTemplateName?.message}
        />
      </Stack>

      <Stack as="section" gap={3} aria-labelledby={rulesId}>
        <Heading level={4} as="h3" id={rulesId}>
          {t('settings.rules')}
        </Heading>
        <TextField
          {...register('cooldownDays')}
          label={t('settings.cooldown')}
          hint={t('settings.cooldownHint')}
          type="number"
          inputMode="numeric"
          dir="ltr"
          error={errors.cooldownDays?.message}
        />
        <Inline gap={4} wrap align="start">
          <TextField
            {...register('quietHoursStart')}
            label={t('settings.quietStart')}
            type="time"
            dir="ltr"
            error={errors.quietHoursStart?.message}
          />
          <TextField
            {...register('quietHoursEnd')}
            label={t('settings.quietEnd')}
            type="time"
            dir="ltr"
            error={errors.quietHoursEnd?.message}
          />
        </Inline>
        <Text tone="secondary" size="sm">
          {t('settings.quietHint')}
        </Text>
        <TextField
          {...register('hoursAfterVisit')}
          label={t('settings.hoursAfterVisit')}
          hint={t('settings.hoursAfterVisitHint')}
          type="number"
          inputMode="numeric"
          dir="ltr"
          error={errors.hoursAfterVisit?.message}
        />
      </Stack>

      <Inline>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('settings.saving') : t('settings.save')}
        </Button>
      </Inline>
    </FormStack>
  );
}
