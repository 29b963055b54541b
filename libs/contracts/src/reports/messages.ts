// Message codes of the report calls, merged into common/messages.ts.
const en = {
  reportDateInvalid: 'Enter a date as YYYY-MM-DD',
  reportDateRangeInvalid: 'The end date must be on or after the start date',
  reportDaysInvalid: 'The number of days must be a whole number from 1 to 3650',
  reportRowLimitInvalid: 'The number of keywords must be a whole number from 1 to 50',
  reportWeeksInvalid: 'The number of weeks must be a whole number from 1 to 52',
  reportMonthsInvalid: 'The number of months must be a whole number from 1 to 24',
  competitorSearchRequired: 'Type the name of a business to search for',
  competitorSearchTooShort: 'Type at least 2 letters of the name',
  competitorSearchTooLong: 'The search can be at most 100 characters long',
  competitorPlaceRequired: 'Choose a place from the search results',
  competitorLimitReached: 'You can follow at most {{max}} competitors. Remove one to add another.',
  competitorAlreadyAdded: 'This business is already one of your competitors',
  competitorIsOwnLocation: 'This is one of your own locations',
  competitorPlaceNotFound: 'Google no longer lists this place',
  competitorSearchUnavailable:
    'Google’s place search is not answering right now. Please try again in a moment.',
  competitorSearchRateLimited: 'You are searching too quickly. Wait a minute, then search again.',
  competitorSearchQuotaReached:
    'Your plan allows {{limit}} competitor searches a day and today’s are used up. You can search again from {{resetsAt}}.',
  competitorNotFound: 'This competitor was not found',
  competitorAdded: 'The competitor was added',
  competitorRemoved: 'The competitor was removed',
} as const;

const ar: Record<keyof typeof en, string> = {
  reportDateInvalid: 'أدخل التاريخ بالصيغة YYYY-MM-DD',
  reportDateRangeInvalid: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده',
  reportDaysInvalid: 'يجب أن يكون عدد الأيام عدداً صحيحاً من 1 إلى 3650',
  reportRowLimitInvalid: 'يجب أن يكون عدد الكلمات المفتاحية عدداً صحيحاً من 1 إلى 50',
  reportWeeksInvalid: 'يجب أن يكون عدد الأسابيع عدداً صحيحاً من 1 إلى 52',
  reportMonthsInvalid: 'يجب أن يكون عدد الأشهر عدداً صحيحاً من 1 إلى 24',
  competitorSearchRequired: 'اكتب اسم النشاط الذي تبحث عنه',
  competitorSearchTooShort: 'اكتب حرفين على الأقل من الاسم',
  competitorSearchTooLong: 'يجب ألا يزيد نص البحث على 100 حرف',
  competitorPlaceRequired: 'اختر مكاناً من نتائج البحث',
  competitorLimitReached: 'يمكنك متابعة {{max}} منافسين على الأكثر. احذف منافساً لتضيف غيره.',
  competitorAlreadyAdded: 'هذا النشاط من منافسيك بالفعل',
  competitorIsOwnLocation: 'هذا أحد فروعك',
  competitorPlaceNotFound: 'لم يعد هذا المكان مدرجاً في Google',
  competitorSearchUnavailable: 'بحث الأماكن في Google لا يستجيب الآن. حاول مرة أخرى بعد قليل.',
  competitorSearchRateLimited: 'أنت تبحث بسرعة كبيرة. انتظر دقيقة ثم ابحث مرة أخرى.',
  competitorSearchQuotaReached:
    'تسمح باقتك بـ {{limit}} عملية بحث عن المنافسين يومياً، وقد استُنفدت عمليات اليوم. يمكنك البحث مجدداً ابتداءً من {{resetsAt}}.',
  competitorNotFound: 'لم يتم العثور على هذا المنافس',
  competitorAdded: 'تمت إضافة المنافس',
  competitorRemoved: 'تم حذف المنافس',
};

export const reportMessages = { en, ar } as const;
