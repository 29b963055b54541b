// The page's name in both languages, on its own: the sidebar and the tab title need it before the page's code
// and texts load (i18n.ts, which holds every other text of the page, travels with the page's chunk). i18n.ts
// reads it from here, so the sidebar, the tab and the heading say the same words.
export const requestsPageTitle: { ar: string; en: string } = {
  ar: 'طلبات التقييم',
  en: 'Review requests',
};
