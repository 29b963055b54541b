import { useDocumentTitle } from '@sumaa/app-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '../features/analytics/AnalyticsPage';
import { ContactsPage } from '../features/contacts/ContactsPage';
import { OverviewPage } from '../features/overview/OverviewPage';
import { PlansPage } from '../features/plans/PlansPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SectionPlaceholder } from '../features/sections/components/SectionPlaceholder';
import { SubscribersPage } from '../features/subscribers/SubscribersPage';
import { SubscriptionsPage } from '../features/subscriptions/SubscriptionsPage';
import { SystemPage } from '../features/system/SystemPage';
import type { AdminSection } from './adminNavigation';

/** The sections that are built; the others still show what they will hold. */
const BUILT_SECTIONS: Partial<Record<AdminSection, () => ReactNode>> = {
  overview: () => <OverviewPage />,
  analytics: () => <AnalyticsPage />,
  customers: () => <SubscribersPage />,
  subscriptions: () => <SubscriptionsPage />,
  plans: () => <PlansPage />,
  contacts: () => <ContactsPage />,
  system: () => <SystemPage />,
  settings: () => <SettingsPage />,
};

/** One section of the console: its tab title and content. (The shell lets only the super admin in; the server checks.) */
export function AdminSectionRoute({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  const built = BUILT_SECTIONS[section];
  return built ? built() : <SectionPlaceholder title={title} summary={t(`sections.${section}.summary`)} />;
}
