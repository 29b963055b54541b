import { ChartIcon, CreditCardIcon, HomeIcon, SettingsIcon, StarIcon, UsersIcon } from '@sumaa/ui';
import type { ReactNode } from 'react';
import type { BusinessPage } from '../features/access/businessPageAccess';

/** The sidebar icon of each page (decorative: the label carries the meaning). */
export const BUSINESS_PAGE_ICONS: Record<BusinessPage, ReactNode> = {
  overview: <HomeIcon />,
  reviews: <StarIcon />,
  analytics: <ChartIcon />,
  team: <UsersIcon />,
  subscription: <CreditCardIcon />,
  settings: <SettingsIcon />,
};
