// The console's sections, each its own chunk (issue 25): the console's first load carries its frame and the
// section the address shows. The entry's prefetch preloads that section's chunk while the frame renders.
import { lazyPage } from '@sumaa/app-kit';
import { ACCOUNT_SECURITY_SEGMENT, type AdminSection } from './adminNavigation';

const section = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyPage(() => load().then((module) => module[name]));

/** The sections that are built; the others still show what they will hold (AdminSectionRoute). */
export const BUILT_SECTIONS: Partial<Record<AdminSection, ReturnType<typeof section>>> = {
  overview: section(
    () => import(/* webpackChunkName: "section-overview" */ '../features/overview/OverviewPage'),
    'OverviewPage',
  ),
  analytics: section(
    () => import(/* webpackChunkName: "section-analytics" */ '../features/analytics/AnalyticsPage'),
    'AnalyticsPage',
  ),
  customers: section(
    () => import(/* webpackChunkName: "section-customers" */ '../features/subscribers/SubscribersPage'),
    'SubscribersPage',
  ),
  subscriptions: section(
    () =>
      import(/* webpackChunkName: "section-subscriptions" */ '../features/subscriptions/SubscriptionsPage'),
    'SubscriptionsPage',
  ),
  plans: section(
    () => import(/* webpackChunkName: "section-plans" */ '../features/plans/PlansPage'),
    'PlansPage',
  ),
  contacts: section(
    () => import(/* webpackChunkName: "section-contacts" */ '../features/contacts/ContactsPage'),
    'ContactsPage',
  ),
  system: section(
    () => import(/* webpackChunkName: "section-system" */ '../features/system/SystemPage'),
    'SystemPage',
  ),
  settings: section(
    () => import(/* webpackChunkName: "section-settings" */ '../features/settings/SettingsPage'),
    'SettingsPage',
  ),
};

export const AccountSecurityPage = section(
  () => import(/* webpackChunkName: "account-security" */ '../features/account-security/AccountSecurityPage'),
  'AccountSecurityPage',
);

/** Starts downloading the code of the section a path names ('' and unknown paths end on the overview). */
export function preloadAdminSection(segment: string): void {
  const code =
    segment === ACCOUNT_SECURITY_SEGMENT
      ? AccountSecurityPage
      : (BUILT_SECTIONS[segment as AdminSection] ?? (segment ? undefined : BUILT_SECTIONS.overview));
  void code?.preload().catch(() => undefined);
}

/** Every section's code at once (the tests' set-up: apps/admin/src/testing/adminArea.ts). */
export function preloadAllAdminSections(): Promise<unknown> {
  return Promise.all([AccountSecurityPage, ...Object.values(BUILT_SECTIONS)].map((page) => page.preload()));
}
