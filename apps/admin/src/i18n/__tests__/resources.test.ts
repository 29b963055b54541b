import { findMissingKeys } from '@sumaa/i18n';
import { adminResources } from '../resources';

it('has every admin string in both Arabic and English', () => {
  expect(findMissingKeys(adminResources)).toEqual([]);
});
