import { definePageTexts } from '@sumaa/app-kit';
import { analyticsReportTexts } from '../i18n';

export const useReportTexts = definePageTexts('business.analyticsReport', analyticsReportTexts);
