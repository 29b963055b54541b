import { SegmentedControl } from '@sumaa/ui';
import { usePricingTexts } from '../hooks/usePricingTexts';
import type { BillingPeriod } from './billingPeriod';

export interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

/**
 * Monthly or yearly prices: the kit's SegmentedControl, native radio buttons in a named group, so the arrow
 * keys, the group's name and the checked state come from the browser and reach screen readers as they are.
 */
export function BillingPeriodToggle({ value, onChange }: BillingPeriodToggleProps) {
  const { t } = usePricingTexts();
  return (
    <SegmentedControl
      legend={t('billing.legend')}
      name="billing-period"
      options={[
        { value: 'month', label: t('billing.monthly') },
        { value: 'year', label: t('billing.yearly') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
