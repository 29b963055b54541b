export const businessResources = {
  ar: { title: 'Business' },
  en: { title: 'Business' },
};
