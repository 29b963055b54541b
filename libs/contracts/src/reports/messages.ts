// Message codes of the report calls, merged into common/messages.ts.
const en = {
  reportDateInvalid: 'Enter a date as YYYY-MM-DD',
  reportDateRangeInvalid: 'The end date must be on or after the start date',
  reportDaysInvalid: 'The number of days must be a whole number from 1 to 3650',
  reportRowLimitInvalid: 'The number of keywords must be a whole number from 1 to 50',
  reportWeeksInvalid: 'The number of weeks must be a whole number from 1 to 52',
  reportMonthsInvalid: 'The number of months must be a whole number from 1 to 24',
} as const;

const ar: Record<keyof typeof en, string> = {
  reportDateInvalid: 'أدخل التاريخ بالصيغة YYYY-MM-DD',
  reportDateRangeInvalid: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده',
  reportDaysInvalid: 'يجب أن يكون عدد الأيام عدداً صحيحاً من 1 إلى 3650',
  reportRowLimitInvalid: 'يجب أن يكون عدد الكلمات المفتاحية عدداً صحيحاً من 1 إلى 50',
  reportWeeksInvalid: 'يجب أن يكون عدد الأسابيع عدداً صحيحاً من 1 إلى 52',
  reportMonthsInvalid: 'يجب أن يكون عدد الأشهر عدداً صحيحاً من 1 إلى 24',
};

export const reportMessages = { en, ar } as const;
