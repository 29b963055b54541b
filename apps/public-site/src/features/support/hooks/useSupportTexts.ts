import { definePageTexts } from '@sumaa/app-kit';
import { supportTexts } from '../i18n';

/** `useTranslation` for the support page's own namespace, loaded with the page. */
export const useSupportTexts = definePageTexts('public-site.support', supportTexts);
