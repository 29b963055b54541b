import { FormErrorBanner, FormStack, placeServerErrors, useFormat } from '@sumaa/app-kit';
import { ApiError } from '@sumaa/api-client';
import { type AdminPlan, PLAN_MIN_PRICE } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { Button, Dialog, Switch, Text, TextArea, TextField } from '@sumaa/ui';
import { useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreatePlanMutation } from '../api/createPlan';
import { useUpdatePlanMutation } from '../api/updatePlan';
import { usePlansTexts } from '../hooks/usePlansTexts';
import {
  competitorSearchesProblem,
  LIMIT_FIELDS,
  limitProblem,
  MONTHS_PER_YEAR,
  parseNumber,
  PLAN_LANGUAGES,
  planFieldFor,
  planFormValues,
  type PlanFormValues,
  planWriteBody,
  priceProblem,
} from '../lib/planForm';

export interface PlanFormDialogProps {
  /** The plan to edit; none for a new one. */
  plan?: AdminPlan;
  onClose(): void;
  onSaved(plan: AdminPlan, created: boolean): void;
}

const LIMIT_TEXT_KEYS = {
  maxUsers: 'limits.maxUsers',
  maxReviews: 'limits.maxReviews',
  aiReplies: 'limits.aiReplies',
  maxCompetitors: 'limits.maxCompetitors',
} as const;

/**
 * Create or edit a plan (spec §2 "plans", §5 "Plan form"): Arabic and English side by side, the monthly price
 * with its yearly twelve times shown, the popular mark, the four limits (empty is unlimited) and the daily competitor searches (never unlimited: each is a billed Places call). The form checks
 * the contract's rule before sending; the server's field errors land under their fields.
 */
export function PlanFormDialog({ plan, onClose, onSaved }: PlanFormDialogProps) {
  const { t } = usePlansTexts();
  const { t: common } = useTranslation('common');
  const { language } = useLanguage();
  const format = useFormat();
  const create = useCreatePlanMutation();
  const update = useUpdatePlanMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues>({ defaultValues: planFormValues(plan) });
  const price = parseNumber(watch('price'));
  const popular = watch('popular');
  const editing = plan !== undefined;
  const failed = editing ? t('messages.updateFailed') : t('messages.createFailed');

  const onValid = async (values: PlanFormValues) => {
    setFailure(null);
    const body = planWriteBody(values, language);
    try {
      const saved = plan ? await update.mutateAsync({ id: plan.id, body }) : await create.mutateAsync(body);
      onSaved(saved, !editing);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        setFailure(t('messages.networkError'));
        return;
      }
      const { placed, banner } = placeServerErrors(
        error,
        (field) => planFieldFor(field, language) as Path<PlanFormValues> | undefined,
        (field, message) => setError(field, { type: 'server', message }),
        failed,
      );
      setFailure(banner ?? t('messages.fixErrors'));
      if (placed[0]) setFocus(placed[0]);
    }
  };
  const onInvalid = (_errors: FieldErrors<PlanFormValues>) => setFailure(t('messages.fixErrors'));

  const requireOneName = (own: 'ar' | 'en') => (value: string, all: PlanFormValues) =>
    value.trim() !== '' || all[own === 'ar' ? 'en' : 'ar'].name.trim() !== '' || t('form.nameRequired');

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={editing ? t('form.editTitle', { name: plan.name }) : t('form.createTitle')}
      description={t('form.description')}
      closeLabel={common('close')}
      preventClose={isSubmitting}
    >
      <FormStack noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={isSubmitting || undefined}>
        <FormErrorBanner message={failure} />
        <StyledLanguages>
          {PLAN_LANGUAGES.map((lang) => (
            <StyledFieldset key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
              <legend>{t(`form.languages.${lang}`)}</legend>
              <TextField
                {...register(`${lang}.name`, {
                  // The page's language must have a name unless the other has one (the translator fills it).
                  validate: lang === language ? requireOneName(lang) : undefined,
                })}
                label={t('form.name')}
                aria-required={lang === language}
                autoComplete="off"
                error={errors[lang]?.name?.message}
              />
              <TextField
                {...register(`${lang}.period`)}
                label={t('form.period')}
                placeholder={lang === 'ar' ? 'شهرياً' : 'month'}
                autoComplete="off"
                error={errors[lang]?.period?.message}
              />
              <TextArea
                {...register(`${lang}.description`)}
                label={t('form.descriptionField')}
                rows={3}
                error={errors[lang]?.description?.message}
              />
              <TextArea
                {...register(`${lang}.features`)}
                label={t('form.features')}
                hint={t('form.featuresHint')}
                rows={5}
                error={errors[lang]?.features?.message}
              />
            </StyledFieldset>
          ))}
        </StyledLanguages>

        <StyledFieldset>
          <legend>{t('form.pricing')}</legend>
          <TextField
            {...register('price', {
              validate: (value) => {
                const problem = priceProblem(value);
                if (problem === 'required') return t('form.priceRequired');
                if (problem === 'tooLow') return t('form.priceInvalid');
                return true;
              },
            })}
            label={t('form.price')}
            inputMode="decimal"
            dir="ltr"
            aria-required
            autoComplete="off"
            min={PLAN_MIN_PRICE}
            error={errors.price?.message}
            hint={
              price !== null && !Number.isNaN(price) && price >= PLAN_MIN_PRICE
                ? t('form.yearly', { price: format.money(price * MONTHS_PER_YEAR) })
                : t('form.yearlyUnknown')
            }
          />
          <Switch
            label={t('form.popular')}
            hint={t('form.popularHint')}
            checked={popular}
            onCheckedChange={(checked: boolean) => setValue('popular', checked, { shouldDirty: true })}
          />
        </StyledFieldset>

        <StyledFieldset>
          <legend>{t('form.limitsTitle')}</legend>
          <Text size="sm" tone="secondary">
            {t('form.limitsHint')}
          </Text>
          <StyledLimits>
            {LIMIT_FIELDS.map((field) => (
              <TextField
                key={field}
                {...register(field, {
                  validate: (value) => !limitProblem(value) || t('form.limitInvalid'),
                })}
                label={t(LIMIT_TEXT_KEYS[field])}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                placeholder={t('form.unlimitedPlaceholder')}
                error={errors[field]?.message}
              />
            ))}
            <TextField
              {...register('competitorSearches', {
                validate: (value) => !competitorSearchesProblem(value) || t('form.competitorSearchesInvalid'),
              })}
              label={t('limits.competitorSearches')}
              hint={t('form.competitorSearchesHint')}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              error={errors.competitorSearches?.message}
            />
          </StyledLimits>
        </StyledFieldset>

        <StyledFooter>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting
              ? editing
                ? t('form.saving')
                : t('form.creating')
              : editing
                ? t('form.save')
                : t('form.create')}
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {common('cancel')}
          </Button>
        </StyledFooter>
      </FormStack>
    </Dialog>
  );
}

const StyledLanguages = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledLimits = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
