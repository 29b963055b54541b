import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { aboutTexts } from '../i18n';

export const useAboutTexts = definePageTexts('public-site.about', aboutTexts);
