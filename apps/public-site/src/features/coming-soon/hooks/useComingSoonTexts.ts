import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { comingSoonTexts } from '../i18n';

export const useComingSoonTexts = definePageTexts('public-site.comingSoon', comingSoonTexts);
