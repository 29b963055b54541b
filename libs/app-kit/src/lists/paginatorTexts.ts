// The paginator's own texts, in their own namespace (added when a list with pages first renders): the apps
// without lists (the shell, the public site) carry none of them. Arabic is written first; English mirrors it.
import { definePageTexts } from '../texts/definePageTexts';

const ar = {
  label: 'الصفحات',
  previous: 'السابق',
  next: 'التالي',
  page: 'الصفحة {{page}}',
  pageOf: 'الصفحة {{page}} من {{count}}',
  pageSize: 'صفوف في الصفحة',
};

const en: typeof ar = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {{page}}',
  pageOf: 'Page {{page}} of {{count}}',
  pageSize: 'Rows per page',
};

export const paginatorTexts = { ar, en };

/** The paginator's texts; suspends once, on first use, until they are in. */
export const usePaginatorTexts = definePageTexts('app-kit-paginator', paginatorTexts);
