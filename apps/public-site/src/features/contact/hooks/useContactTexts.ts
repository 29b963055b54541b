import { definePageTexts } from '@sumaa/app-kit';
import { contactTexts } from '../i18n';

export const useContactTexts = definePageTexts('public-site.contact', contactTexts);
