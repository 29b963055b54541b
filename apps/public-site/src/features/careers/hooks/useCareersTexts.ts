import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { careersTexts } from '../i18n';

export const useCareersTexts = definePageTexts('public-site.careers', careersTexts);
