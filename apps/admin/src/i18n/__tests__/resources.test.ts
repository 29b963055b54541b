import { findMissingKeys } from '@sumaa/i18n';
import { plansTexts } from '../../features/plans/i18n';
import { subscribersTexts } from '../../features/subscribers/i18n';
import { subscriptionsTexts } from '../../features/subscriptions/i18n';
import { subscriptionListTexts } from '../../shared/subscription-list/i18n';
import { adminResources } from '../resources';

it.each([
  ['admin', adminResources],
  ['admin.plans', plansTexts],
  ['admin.subscribers', subscribersTexts],
  ['admin.subscriptions', subscriptionsTexts],
  ['admin.subscriptionList', subscriptionListTexts],
])('has every %s string in both Arabic and English', (_namespace, texts) => {
  expect(findMissingKeys(texts)).toEqual([]);
});
