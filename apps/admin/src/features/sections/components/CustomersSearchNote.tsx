import { Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Acknowledges a search made from the header until the subscribers list can run it. */
export function CustomersSearchNote() {
  const { t } = useTranslation('admin');
  const query = useSearchParams()[0].get('search')?.trim();
  if (!query) return null;
  return (
    <Text size="sm" tone="secondary">
      {t('customersSearch', { query })}
    </Text>
  );
}
