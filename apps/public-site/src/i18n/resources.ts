export const publicSiteResources = {
  ar: { title: 'PublicSite' },
  en: { title: 'PublicSite' },
};
