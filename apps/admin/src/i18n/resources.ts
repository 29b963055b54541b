export const adminResources = {
  ar: { title: 'Admin' },
  en: { title: 'Admin' },
};
