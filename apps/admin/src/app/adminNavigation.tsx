import {
  ChartIcon,
  CreditCardIcon,
  HomeIcon,
  LayersIcon,
  LockIcon,
  MailIcon,
  ServerIcon,
  SettingsIcon,
  UsersIcon,
} from '@sumaa/ui';
import type { ReactNode } from 'react';

/** The console's sections (spec §2 "Admin console"), in sidebar order; each is its path under the base path. */
export const ADMIN_SECTIONS = [
  'overview',
  'customers',
  'subscriptions',
  'plans',
  'system',
  'analytics',
  'settings',
  'contacts',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The sidebar icon of each section (decorative: the label carries the meaning). */
export const ADMIN_SECTION_ICONS: Record<AdminSection, ReactNode> = {
  overview: <HomeIcon />,
  customers: <UsersIcon />,
  subscriptions: <CreditCardIcon />,
  plans: <LayersIcon />,
  system: <ServerIcon />,
  analytics: <ChartIcon />,
  settings: <SettingsIcon />,
  contacts: <MailIcon />,
};

/** The super admin's own two-factor sign-in, listed after the sections (not a section of the spec). */
export const ACCOUNT_SECURITY_SEGMENT = 'security';
export const ACCOUNT_SECURITY_ICON: ReactNode = <LockIcon />;
