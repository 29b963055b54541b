import { definePageTexts } from '@sumaa/app-kit';
import { featuresTexts } from '../i18n';

/** `useTranslation` for the features page's own namespace, loaded with the page. */
export const useFeaturesTexts = definePageTexts('public-site.features', featuresTexts);
