// The business activities' names in English (see activityNamesAr.ts).
import type { ActivityType } from '@sumaa/contracts';

export const activityNamesEn: Record<ActivityType, string> = {
  restaurants: 'Restaurants',
  cafes: 'Cafés',
  retail: 'Retail',
  hotels: 'Hotels & hospitality',
  healthcare: 'Healthcare',
  beauty: 'Beauty & personal care',
  sports: 'Sports & fitness',
  automotive: 'Automotive',
  education: 'Education & training',
  other: 'Other',
};
