import { definePageTexts } from '@sumaa/app-kit';
import { analyticsTexts } from '../i18n';

export const useAnalyticsTexts = definePageTexts('admin.analytics', analyticsTexts);
