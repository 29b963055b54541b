import { addAppResources, i18n } from '@sumaa/i18n';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { landingTexts } from '../i18n';

const NAMESPACE = 'public-site.landing';

// The landing page is the first screen and loads with the remote, so its texts are added as soon as this module
// loads (once i18n is initialised) rather than on first render: the page then renders at once instead of
// suspending to the frame's spinner for a moment on every first visit.
const ready = addAppResources(NAMESPACE, landingTexts);

export function useLandingTexts() {
  if (!i18n.hasResourceBundle('ar', NAMESPACE)) use(ready);
  return useTranslation(NAMESPACE);
}
