// Message codes of the google domain, merged into the shared catalogue (common/messages.ts).
// `ar` is typed by `en`'s keys, so a code missing in either language fails the typecheck.
const en = {
  // Any Google call (locations, sync): the business has no usable Google connection, or Google failed.
  googleNotConnected: 'Google Business Profile is not connected. Connect your Google account first.',
  googleUnavailable: 'Google Business Profile could not be reached. Please try again in a few minutes.',
  // Locations and linking
  placeIdsRequired: 'Choose at least one location',
  placeIdsTooMany: 'You can link up to {{max}} locations at a time',
  placeIdsDuplicate: 'The same location was chosen more than once',
  locationNotInGoogleAccount: 'This location is not in your Google account',
  locationLinkedElsewhere: 'This location is already linked to another Sumaa account',
  locationsLinked: 'The locations have been linked',
  // Review synchronisation
  noLinkedLocations: 'Link at least one location before synchronising reviews',
  syncMaxPerLocationRange: 'The number of reviews per location must be between 1 and 1000',
  syncQueued: 'Review synchronisation has started',
  syncAlreadyRunning: 'A review synchronisation is already in progress',
  syncLocationMissing:
    'The location “{{name}}” is no longer in your Google account. Remove it or reconnect Google.',
  syncFailed: 'The synchronisation could not be completed. Please try again.',
  // Onboarding
  onboardingFinished: 'Your dashboard is ready',
} as const;

const ar: Record<keyof typeof en, string> = {
  googleNotConnected: 'حساب Google للأعمال غير مرتبط. اربط حسابك في Google أولاً.',
  googleUnavailable: 'تعذر الوصول إلى ملف Google للأعمال. يرجى المحاولة بعد بضع دقائق.',
  placeIdsRequired: 'اختر موقعاً واحداً على الأقل',
  placeIdsTooMany: 'يمكنك ربط {{max}} موقعاً كحد أقصى في المرة الواحدة',
  placeIdsDuplicate: 'تم اختيار الموقع نفسه أكثر من مرة',
  locationNotInGoogleAccount: 'هذا الموقع غير موجود في حسابك على Google',
  locationLinkedElsewhere: 'هذا الموقع مرتبط بحساب آخر في سمعة',
  locationsLinked: 'تم ربط المواقع',
  noLinkedLocations: 'اربط موقعاً واحداً على الأقل قبل مزامنة التقييمات',
  syncMaxPerLocationRange: 'يجب أن يكون عدد التقييمات لكل موقع بين 1 و1000',
  syncQueued: 'بدأت مزامنة التقييمات',
  syncAlreadyRunning: 'هناك مزامنة للتقييمات قيد التنفيذ حالياً',
  syncLocationMissing: 'لم يعد الموقع «{{name}}» موجوداً في حسابك على Google. أزله أو أعد ربط Google.',
  syncFailed: 'تعذر إكمال المزامنة. يرجى المحاولة مرة أخرى.',
  onboardingFinished: 'لوحة التحكم جاهزة',
};

export const googleMessages = { en, ar };
