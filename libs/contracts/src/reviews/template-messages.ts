// Message codes of smart-reply templates and AI drafts, merged into common/messages.ts.
const en = {
  templateSentimentInvalid: 'Choose positive, negative or neutral',
  templateLanguageInvalid: 'Choose Arabic or English',
  templateContentRequired: 'Write the template’s text',
} as const;

const ar: Record<keyof typeof en, string> = {
  templateSentimentInvalid: 'اختر إيجابي أو سلبي أو محايد',
  templateLanguageInvalid: 'اختر العربية أو الإنجليزية',
  templateContentRequired: 'اكتب نص القالب',
};

export const templateMessages = { en, ar } as const;
