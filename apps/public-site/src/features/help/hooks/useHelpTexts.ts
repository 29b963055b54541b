import { definePageTexts } from '@sumaa/app-kit';
import { helpTexts } from '../i18n';

/** `useTranslation` for the help centre's own namespace, loaded with its pages. */
export const useHelpTexts = definePageTexts('public-site.help', helpTexts);
