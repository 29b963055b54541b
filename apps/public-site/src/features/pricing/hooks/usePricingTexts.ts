import { addAppResources, i18n } from '@sumaa/i18n';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { pricingTexts } from '../i18n';

const NAMESPACE = 'public-site.pricing';

// The plan cards are on the landing page too (the first screen, loaded with the remote), so their texts are
// added as soon as this module loads rather than on first render: the cards then render without suspending.
const ready = addAppResources(NAMESPACE, pricingTexts);

export function usePricingTexts() {
  if (!i18n.hasResourceBundle('ar', NAMESPACE)) use(ready);
  return useTranslation(NAMESPACE);
}
