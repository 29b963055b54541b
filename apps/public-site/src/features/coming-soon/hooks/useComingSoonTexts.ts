import { definePageTexts } from '@sumaa/app-kit';
import { comingSoonTexts } from '../i18n';

export const useComingSoonTexts = definePageTexts('public-site.comingSoon', comingSoonTexts);
