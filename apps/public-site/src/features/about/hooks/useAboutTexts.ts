import { definePageTexts } from '@sumaa/app-kit';
import { aboutTexts } from '../i18n';

export const useAboutTexts = definePageTexts('public-site.about', aboutTexts);
