// The names of the business activities (contracts' ACTIVITY_TYPES), as the sign-up form offers them and the
// business settings show them. Each language is its own module so that a text bundle of one language (the public
// site's) carries only its own names; English (activityNamesEn.ts) mirrors this one.
import type { ActivityType } from '@sumaa/contracts';

export const activityNamesAr: Record<ActivityType, string> = {
  restaurants: 'مطاعم',
  cafes: 'مقاهٍ',
  retail: 'متاجر التجزئة',
  hotels: 'فنادق وضيافة',
  healthcare: 'رعاية صحية',
  beauty: 'تجميل وعناية شخصية',
  sports: 'رياضة ولياقة',
  automotive: 'خدمات السيارات',
  education: 'تعليم وتدريب',
  other: 'نشاط آخر',
};
