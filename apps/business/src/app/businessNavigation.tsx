import { ChartIcon, CreditCardIcon, HomeIcon, MailIcon, SettingsIcon, StarIcon, UsersIcon } from '@sumaa/ui';
import type { Language } from '@sumaa/i18n';
import type { ReactNode } from 'react';
import type { BusinessPage } from '../features/access/businessPageAccess';
import { requestsPageTitle } from '../features/requests/pageTitle';

/** The sidebar icon of each page (decorative: the label carries the meaning). */
export const BUSINESS_PAGE_ICONS: Record<BusinessPage, ReactNode> = {
  overview: <HomeIcon />,
  reviews: <StarIcon />,
  analytics: <ChartIcon />,
  requests: <MailIcon />,
  team: <UsersIcon />,
  subscription: <CreditCardIcon />,
  settings: <SettingsIcon />,
};

/**
 * A page's name in the sidebar, the tab title and its skeleton: the area's namespace (`business:pages.x.title`),
 * except review requests, whose name comes with the feature's own texts (features/requests/pageTitle.ts).
 */
export function businessPageTitle(
  page: BusinessPage,
  t: (key: string) => string,
  language: Language,
): string {
  if (page === 'requests') return requestsPageTitle[language];
  return t(`pages.${page}.title`);
}
