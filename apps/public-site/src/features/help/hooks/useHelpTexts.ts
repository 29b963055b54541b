import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { helpTexts } from '../i18n';

/** `useTranslation` for the help centre's own namespace, loaded with its pages. */
export const useHelpTexts = definePageTexts('public-site.help', helpTexts);
