import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { contactTexts } from '../i18n';

export const useContactTexts = definePageTexts('public-site.contact', contactTexts);
