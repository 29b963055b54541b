import { SkeletonRows } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactsScreen } from './components/ContactsScreen';

/** /admin/contacts: its texts travel with its code, so the first render waits for them here. */
export function ContactsPage() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<SkeletonRows rows={6} label={t('loading')} />}>
      <ContactsScreen />
    </Suspense>
  );
}
