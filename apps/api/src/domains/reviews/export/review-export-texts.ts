// The words of the reviews CSV in the reader's language (Accept-Language): column headers and the values
// that are codes in the database (sentiment, language, reply state). The inbox's own words
// (apps/business/src/features/reviews/i18n.ts), so the file reads like the screen it was exported from.
import type { Language, ReplyStatus, ReviewLanguage, ReviewSentiment } from '@sumaa/contracts';

export const REVIEW_EXPORT_COLUMNS = [
  'date',
  'stars',
  'sentiment',
  'language',
  'location',
  'author',
  'originalText',
  'translation',
  'reply',
  'replyDate',
  'repliedBy',
  'replyStatus',
  'assignedTo',
  'removedAtGoogle',
] as const;
export type ReviewExportColumn = (typeof REVIEW_EXPORT_COLUMNS)[number];

/** Unreplied, replied, or the state of a reply written in Sumaa that Google does not hold as written. */
export type ExportReplyStatus = 'unreplied' | 'replied' | Exclude<ReplyStatus, 'published'>;

export interface ReviewExportTexts {
  headers: Record<ReviewExportColumn, string>;
  sentiment: Record<ReviewSentiment, string>;
  language: Record<ReviewLanguage, string>;
  replyStatus: Record<ExportReplyStatus, string>;
  anonymous: string;
  /** Who wrote a reply made on Google: Google does not say. */
  google: string;
  formerMember: string;
  yes: string;
  no: string;
}

const EN: ReviewExportTexts = {
  headers: {
    date: 'Date',
    stars: 'Stars',
    sentiment: 'Sentiment',
    language: 'Language',
    location: 'Location',
    author: 'Reviewer',
    originalText: 'Review (original)',
    translation: 'Translation',
    reply: 'Reply',
    replyDate: 'Reply date',
    repliedBy: 'Replied by',
    replyStatus: 'Reply status',
    assignedTo: 'Assigned to',
    removedAtGoogle: 'Removed from Google',
  },
  sentiment: { Positive: 'Positive', Negative: 'Negative', Neutral: 'Neutral' },
  language: { ar: 'Arabic', en: 'English', other: 'Other' },
  replyStatus: {
    unreplied: 'Unreplied',
    replied: 'Replied',
    sending: 'Publishing',
    failed: 'Publishing failed',
    awaitingApproval: 'Awaiting approval',
    returned: 'Returned for changes',
    deleting: 'Deleting',
  },
  anonymous: 'Anonymous reviewer',
  google: 'Google',
  formerMember: 'Former member',
  yes: 'Yes',
  no: 'No',
};

const AR: ReviewExportTexts = {
  headers: {
    date: 'التاريخ',
    stars: 'النجوم',
    sentiment: 'الانطباع',
    language: 'اللغة',
    location: 'الفرع',
    author: 'كاتب المراجعة',
    originalText: 'المراجعة (النص الأصلي)',
    translation: 'الترجمة',
    reply: 'الرد',
    replyDate: 'تاريخ الرد',
    repliedBy: 'كاتب الرد',
    replyStatus: 'حالة الرد',
    assignedTo: 'مسندة إلى',
    removedAtGoogle: 'حُذفت من Google',
  },
  sentiment: { Positive: 'إيجابي', Negative: 'سلبي', Neutral: 'محايد' },
  language: { ar: 'العربية', en: 'الإنجليزية', other: 'لغة أخرى' },
  replyStatus: {
    unreplied: 'بلا رد',
    replied: 'تم الرد',
    sending: 'جارٍ النشر',
    failed: 'تعذّر النشر',
    awaitingApproval: 'بانتظار الموافقة',
    returned: 'أعيد للتعديل',
    deleting: 'جارٍ الحذف',
  },
  anonymous: 'مراجِع مجهول',
  google: 'Google',
  formerMember: 'عضو سابق',
  yes: 'نعم',
  no: 'لا',
};

export const REVIEW_EXPORT_TEXTS: Record<Language, ReviewExportTexts> = { en: EN, ar: AR };
