import { definePageTexts } from '@sumaa/app-kit';
import { careersTexts } from '../i18n';

export const useCareersTexts = definePageTexts('public-site.careers', careersTexts);
