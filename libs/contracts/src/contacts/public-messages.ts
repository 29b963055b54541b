// Message codes of the public domain, merged into the shared catalogue (common/messages.ts).
// `ar` is typed by `en`'s keys, so a code missing in either language fails the typecheck.
const en = {
  contactNameRequired: 'Name is required',
  contactMessageRequired: 'Please write your message',
  contactMessageReceived:
    'Thank you, your message has been received. We reply within 24 hours on working days.',
  launchReminderSaved: 'Done! We will email you when Sumaa launches.',
  launchReminderExists: 'You are already on the list. We will email you when Sumaa launches.',
} as const;

const ar: Record<keyof typeof en, string> = {
  contactNameRequired: 'الاسم مطلوب',
  contactMessageRequired: 'يرجى كتابة رسالتك',
  contactMessageReceived: 'شكراً لك، وصلتنا رسالتك. نرد خلال 24 ساعة في أيام العمل.',
  launchReminderSaved: 'تم! سنراسلك عبر البريد الإلكتروني عند إطلاق سمعة.',
  launchReminderExists: 'بريدك مسجل لدينا مسبقاً، وسنراسلك عند إطلاق سمعة.',
};

export const publicMessages = { en, ar };
