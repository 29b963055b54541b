// Message codes of the review inbox, merged into the shared catalogue (common/messages.ts).
// `ar` is typed by `en`'s keys, so a code missing in either language fails the typecheck.
const en = {
  // GET /api/Reviews: one message per query value, shown under its filter.
  reviewsPageInvalid: 'The page must be a whole number, 1 or more',
  reviewsPageSizeInvalid: 'The page size must be a whole number from 1 to 100',
  reviewsSearchTooLong: 'The search can be at most 200 characters long',
  reviewsStarsInvalid: 'Choose all ratings or a rating from one to five stars',
  reviewsSentimentInvalid: 'Choose all sentiments, positive, negative or neutral',
  reviewsSortByInvalid: 'Reviews can be sorted by date or by rating',
  reviewsSortDirInvalid: 'The sort order must be ascending or descending',
  reviewsRepliedInvalid: 'Choose all reviews, replied or unreplied',
  reviewsLocationInvalid: 'This location is not valid',
  reviewsLanguageInvalid: 'Choose all languages, Arabic, English or other',
  reviewsDateInvalid: 'Enter a date as YYYY-MM-DD',
  reviewsDateRangeInvalid: 'The end date must be on or after the start date',
  reviewsAssignedInvalid: 'Choose all reviews, assigned to me, to anyone or to no one',
  reviewsKeywordTooLong: 'The keyword can be at most 60 characters long',
} as const;

const ar: Record<keyof typeof en, string> = {
  reviewsPageInvalid: 'يجب أن يكون رقم الصفحة عدداً صحيحاً من 1 فأكثر',
  reviewsPageSizeInvalid: 'يجب أن يكون عدد العناصر في الصفحة عدداً صحيحاً من 1 إلى 100',
  reviewsSearchTooLong: 'يجب ألا يزيد نص البحث على 200 حرف',
  reviewsStarsInvalid: 'اختر كل التقييمات أو تقييماً من نجمة إلى خمس نجوم',
  reviewsSentimentInvalid: 'اختر كل الانطباعات أو إيجابي أو سلبي أو محايد',
  reviewsSortByInvalid: 'يمكن ترتيب المراجعات حسب التاريخ أو التقييم',
  reviewsSortDirInvalid: 'يجب أن يكون الترتيب تصاعدياً أو تنازلياً',
  reviewsRepliedInvalid: 'اختر كل المراجعات أو التي تم الرد عليها أو التي لم يُرد عليها',
  reviewsLocationInvalid: 'هذا الفرع غير صالح',
  reviewsLanguageInvalid: 'اختر كل اللغات أو العربية أو الإنجليزية أو لغة أخرى',
  reviewsDateInvalid: 'أدخل التاريخ بالصيغة YYYY-MM-DD',
  reviewsDateRangeInvalid: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده',
  reviewsAssignedInvalid: 'اختر كل المراجعات أو المسندة إليّ أو إلى أي عضو أو غير المسندة',
  reviewsKeywordTooLong: 'يجب ألا تزيد الكلمة المفتاحية على 60 حرفاً',
};

export const reviewMessages = { en, ar } as const;
