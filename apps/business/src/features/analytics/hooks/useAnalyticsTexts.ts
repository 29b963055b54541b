import { definePageTexts } from '@sumaa/app-kit';
import { analyticsTexts } from '../i18n';

export const useAnalyticsTexts = definePageTexts('business.analytics', analyticsTexts);
