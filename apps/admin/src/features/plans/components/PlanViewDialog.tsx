import type { AdminPlan } from '@sumaa/contracts';
import { useFormat } from '@sumaa/app-kit';
import { Badge, Dialog, Heading, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePlansTexts } from '../hooks/usePlansTexts';
import { MONTHS_PER_YEAR, PLAN_LANGUAGES } from '../lib/planForm';
import { PlanLimits } from './PlanLimits';

/** A plan as stored: prices, status, subscribers, limits and its texts in both languages side by side. */
export function PlanViewDialog({ plan, onClose }: { plan: AdminPlan; onClose(): void }) {
  const { t } = usePlansTexts();
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const empty = t('view.empty');
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('view.title', { name: plan.name })}
      closeLabel={common('close')}
    >
      <StyledFacts>
        <div>
          <dt>{t('view.price')}</dt>
          <dd>{format.money(plan.price)}</dd>
        </div>
        <div>
          <dt>{t('view.yearly')}</dt>
          <dd>{format.money(plan.yearlyPrice || plan.price * MONTHS_PER_YEAR)}</dd>
        </div>
        <div>
          <dt>{t('view.status')}</dt>
          <dd>
            {plan.deletedAt ? (
              <Badge tone="neutral">{t('view.disabled')}</Badge>
            ) : (
              <Badge tone="success">{t('view.active')}</Badge>
            )}{' '}
            {plan.popular && <Badge tone="info">{t('card.popular')}</Badge>}
          </dd>
        </div>
        <div>
          <dt>{t('view.subscribers')}</dt>
          <dd>{format.count(plan.subscriberCount)}</dd>
        </div>
        <div>
          <dt>{t('view.created')}</dt>
          <dd>{format.date(plan.createdAt) || empty}</dd>
        </div>
        <div>
          <dt>{t('view.updated')}</dt>
          <dd>{format.date(plan.updatedAt) || empty}</dd>
        </div>
      </StyledFacts>

      <section aria-label={t('card.limits')}>
        <Heading level={4} as="h3">
          {t('card.limits')}
        </Heading>
        <PlanLimits plan={plan} />
      </section>

      <StyledLanguages>
        {PLAN_LANGUAGES.map((lang) => {
          const text = plan.translations[lang];
          return (
            <section
              key={lang}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              aria-label={t(`form.languages.${lang}`)}
            >
              <Heading level={4} as="h3">
                {t(`form.languages.${lang}`)}
              </Heading>
              <StyledFacts>
                <div>
                  <dt>{t('form.name')}</dt>
                  <dd>{text.name || empty}</dd>
                </div>
                <div>
                  <dt>{t('view.period')}</dt>
                  <dd>{text.period || empty}</dd>
                </div>
              </StyledFacts>
              <Text size="sm">{text.description || empty}</Text>
              {text.features.length > 0 ? (
                <StyledFeatures>
                  {text.features.map((feature, index) => (
                    <li key={`${index}-${feature}`}>{feature}</li>
                  ))}
                </StyledFeatures>
              ) : (
                <Text size="sm" tone="secondary">
                  {t('card.noFeatures')}
                </Text>
              )}
            </section>
          );
        })}
      </StyledLanguages>
    </Dialog>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(11rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledLanguages = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};

  & > section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledFeatures = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;
