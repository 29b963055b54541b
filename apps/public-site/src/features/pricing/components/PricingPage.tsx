import { useDocumentTitle } from '@sumaa/app-kit';
import { Text } from '@sumaa/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ContentPage, ContentSection, DisclosureList, PageHero } from '../../../shared/content';
import { usePricingTexts } from '../hooks/usePricingTexts';
import { type BillingPeriod, FREE_TRIAL_DAYS } from './billingPeriod';
import { BillingPeriodToggle } from './BillingPeriodToggle';
import { PlanList } from './PlanList';

const FAQ = ['trial', 'advance', 'cancel', 'refund'] as const;

/** /pricing: the plans from the server, monthly or yearly, and what to know about billing (spec §1 legal text). */
export function PricingPage() {
  const { t } = usePricingTexts();
  const [period, setPeriod] = useState<BillingPeriod>('month');
  useDocumentTitle(t('documentTitle'), t('metaDescription'));

  return (
    <ContentPage>
      <PageHero title={t('title')} lead={t('intro')} centered>
        <StyledTrial>{t('trial', { days: FREE_TRIAL_DAYS })}</StyledTrial>
        <BillingPeriodToggle value={period} onChange={setPeriod} />
      </PageHero>

      <PlanList period={period} headingAs="h2" />

      <ContentSection title={t('faq.title')}>
        <DisclosureList
          items={FAQ.map((question) => ({
            id: `billing-${question}`,
            summary: t(`faq.${question}Question`),
            content: <p>{t(`faq.${question}Answer`, { days: FREE_TRIAL_DAYS })}</p>,
          }))}
        />
        <Text tone="secondary">
          {t('faq.moreQuestions')} <Link to="/contact">{t('faq.contactUs')}</Link>
        </Text>
      </ContentSection>
    </ContentPage>
  );
}

const StyledTrial = styled.p`
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.success.soft};
  color: ${({ theme }) => theme.tones.success.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
