// The paginator's own texts, bundled with it: a handful of words, read by language without an i18next namespace so
// that a list never suspends (and hides what it shows) the first time it grows pages. Arabic is written first;
// English mirrors it.
import type { Language } from '@sumaa/i18n';

const ar = {
  label: 'الصفحات',
  previous: 'السابق',
  next: 'التالي',
  page: (page: string) => `الصفحة ${page}`,
  pageOf: (page: string, count: string) => `الصفحة ${page} من ${count}`,
  pageSize: 'صفوف في الصفحة',
};

const en: typeof ar = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: string) => `Page ${page}`,
  pageOf: (page: string, count: string) => `Page ${page} of ${count}`,
  pageSize: 'Rows per page',
};

export const paginatorTexts: Record<Language, typeof ar> = { ar, en };
