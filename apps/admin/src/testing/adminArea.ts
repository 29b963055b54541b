// The admin console as its tests render it, through @sumaa/app-kit/testing's renderArea. Test support only.
// The sections' own texts are put in by the set-up, as the shell has them by the time an admin opens a section.
import type { AreaUnderTest } from '@sumaa/app-kit/testing';
import { AdminRoutes } from '../app/AdminRoutes';
import { preloadAllAdminSections } from '../app/adminSections';
import { plansTexts } from '../features/plans/i18n';
import { subscribersTexts } from '../features/subscribers/i18n';
import { subscriptionsTexts } from '../features/subscriptions/i18n';
import { overviewTexts } from '../features/overview/i18n';
import { adminResources } from '../i18n/resources';
import { subscriptionListTexts } from '../shared/subscription-list/i18n';

export const adminArea: AreaUnderTest = {
  routes: AdminRoutes,
  basePath: '/admin',
  texts: {
    admin: adminResources,
    'admin.overview': overviewTexts,
    'admin.plans': plansTexts,
    'admin.subscribers': subscribersTexts,
    'admin.subscriptions': subscriptionsTexts,
    'admin.subscriptionList': subscriptionListTexts,
  },
  preloadPages: preloadAllAdminSections,
};
