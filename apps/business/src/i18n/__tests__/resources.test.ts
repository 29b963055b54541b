import { findMissingKeys } from '@sumaa/i18n';
import { businessResources } from '../resources';

it('has every business string in both Arabic and English', () => {
  expect(findMissingKeys(businessResources)).toEqual([]);
});
