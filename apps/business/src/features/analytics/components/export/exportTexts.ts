// Texts of the analytics page's export actions, namespace `business.analyticsExport`. Arabic is written first;
// English mirrors it.
import { definePageTexts } from '@sumaa/app-kit';

const ar = {
  label: 'تصدير التحليلات',
  downloadCsv: 'تنزيل CSV',
  downloadFailed: 'تعذّر تنزيل ملف التحليلات',
  printable: 'تقرير للطباعة',
};

const en: typeof ar = {
  label: 'Export the analytics',
  downloadCsv: 'Download CSV',
  downloadFailed: 'Could not download the analytics file',
  printable: 'Printable report',
};

export const analyticsExportTexts = { ar, en };

export const useAnalyticsExportTexts = definePageTexts('business.analyticsExport', analyticsExportTexts);
