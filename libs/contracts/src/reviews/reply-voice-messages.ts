// Message codes of the business's voice for AI drafts, merged into common/messages.ts.
const en = {
  replyVoiceToneInvalid: 'Choose formal, warm or brief',
  replyVoiceDialectInvalid: 'Choose Saudi, Gulf or Modern Standard Arabic',
  replyVoicePhraseEmpty: 'Remove the empty phrase or write it',
  replyVoiceTooManyPhrases: 'Up to 20 phrases can be listed',
  replyVoicePhoneInvalid: 'Write the phone with digits only (spaces, hyphens and a leading + are allowed)',
  replyVoiceSaved: 'The reply voice has been saved',
} as const;

const ar: Record<keyof typeof en, string> = {
  replyVoiceToneInvalid: 'اختر رسمي أو ودود أو مختصر',
  replyVoiceDialectInvalid: 'اختر اللهجة السعودية أو الخليجية أو العربية الفصحى',
  replyVoicePhraseEmpty: 'احذف العبارة الفارغة أو اكتبها',
  replyVoiceTooManyPhrases: 'يمكن إدراج 20 عبارة كحد أقصى',
  replyVoicePhoneInvalid: 'اكتب رقم الهاتف بالأرقام فقط (يُسمح بالمسافات والشرطات وعلامة + في أوله)',
  replyVoiceSaved: 'تم حفظ صوت الردود',
};

export const replyVoiceMessages = { en, ar } as const;
