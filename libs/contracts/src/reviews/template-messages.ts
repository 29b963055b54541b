// Message codes of smart-reply templates and AI drafts, merged into common/messages.ts.
const en = {
  templateSentimentInvalid: 'Choose positive, negative or neutral',
  templateLanguageInvalid: 'Choose Arabic or English',
  templateContentRequired: 'Write the template’s text',
  templateCreated: 'The template has been added',
  templateUpdated: 'The template has been saved',
  templateDeleted: 'The template has been deleted',
  templatesLimitReached: 'A business can keep up to {{max}} templates. Delete one to add another.',
  aiDraftsUnavailable: 'Drafting replies with AI is not set up for this service',
  aiDraftsUsedUp:
    'Your plan’s AI replies for this month are used up. Write the reply yourself or use a template.',
  aiDraftTimedOut: 'The AI service took too long to answer. Please try again.',
  aiDraftFailed: 'The AI service could not write a draft just now. Please try again.',
  aiDraftsTurnedOff:
    'AI drafts are turned off for this business. An owner or admin can turn them on in Settings → Replies.',
  aiTransferAbroadNotAllowed:
    'AI drafts are paused: the AI service is declared to be outside Saudi Arabia and the platform has not allowed sending review text abroad.',
} as const;

const ar: Record<keyof typeof en, string> = {
  templateSentimentInvalid: 'اختر إيجابي أو سلبي أو محايد',
  templateLanguageInvalid: 'اختر العربية أو الإنجليزية',
  templateContentRequired: 'اكتب نص القالب',
  templateCreated: 'تمت إضافة القالب',
  templateUpdated: 'تم حفظ القالب',
  templateDeleted: 'تم حذف القالب',
  templatesLimitReached: 'يمكن للنشاط التجاري الاحتفاظ بـ {{max}} قالباً كحد أقصى. احذف قالباً لإضافة آخر.',
  aiDraftsUnavailable: 'صياغة الردود بالذكاء الاصطناعي غير مفعّلة في هذه الخدمة',
  aiDraftsUsedUp: 'استُنفدت ردود الذكاء الاصطناعي في باقتك لهذا الشهر. اكتب الرد بنفسك أو استخدم قالباً.',
  aiDraftTimedOut: 'تأخرت خدمة الذكاء الاصطناعي في الرد. يرجى المحاولة مرة أخرى.',
  aiDraftFailed: 'تعذّر على خدمة الذكاء الاصطناعي كتابة مسودة الآن. يرجى المحاولة مرة أخرى.',
  aiDraftsTurnedOff:
    'صياغة الردود بالذكاء الاصطناعي متوقفة لهذا النشاط التجاري. يمكن للمالك أو المسؤول تفعيلها من الإعدادات ← الردود.',
  aiTransferAbroadNotAllowed:
    'صياغة الردود بالذكاء الاصطناعي موقوفة: أُعلن أن خدمة الذكاء الاصطناعي خارج المملكة العربية السعودية، ولم تسمح المنصة بإرسال نصوص المراجعات إلى خارجها.',
};

export const templateMessages = { en, ar } as const;
