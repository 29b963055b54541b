import { focusRing, visuallyHidden } from '@sumaa/ui';
import styled from 'styled-components';
import { usePricingTexts } from '../hooks/usePricingTexts';
import type { BillingPeriod } from './billingPeriod';

export interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

const PERIODS: { value: BillingPeriod; labelKey: 'billing.monthly' | 'billing.yearly' }[] = [
  { value: 'month', labelKey: 'billing.monthly' },
  { value: 'year', labelKey: 'billing.yearly' },
];

/**
 * Monthly or yearly prices, as a segmented control built on native radio buttons: arrow keys, the group's name
 * and the checked state come from the browser and reach screen readers as they are.
 */
export function BillingPeriodToggle({ value, onChange }: BillingPeriodToggleProps) {
  const { t } = usePricingTexts();
  return (
    <StyledFieldset>
      <StyledLegend>{t('billing.legend')}</StyledLegend>
      {PERIODS.map((period) => (
        <StyledOption key={period.value}>
          <input
            type="radio"
            name="billing-period"
            value={period.value}
            checked={value === period.value}
            onChange={() => onChange(period.value)}
          />
          <span>{t(period.labelKey)}</span>
        </StyledOption>
      ))}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLegend = styled.legend`
  ${visuallyHidden}
`;

const StyledOption = styled.label`
  position: relative;
  display: inline-flex;

  input {
    ${visuallyHidden}
  }

  span {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    padding-inline: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    transition: background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  input:focus-visible + span {
    ${focusRing}
  }
`;
