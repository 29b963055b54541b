// Texts of /contact, namespace `public-site.contact`. Field validation messages come from the contracts
// catalogue (useValidationMessage); the e-mail, phone and hours themselves from shared/content/siteContact.
const ar = {
  documentTitle: 'تواصل معنا',
  metaDescription:
    'تواصل مع فريق سمعة: أرسل رسالتك عبر النموذج أو راسلنا على support@sumaa.sa، ونرد خلال ٢٤ ساعة من الأحد إلى الخميس.',
  eyebrow: 'نحن هنا لمساعدتك',
  title: 'تواصل معنا',
  lead: 'لديك سؤال عن سمعة أو عن باقاتها، أو تحتاج إلى مساعدة في حسابك؟ اكتب لنا وسيتواصل معك فريقنا.',
  form: {
    title: 'أرسل لنا رسالة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    emailPlaceholder: 'name@company.com',
    company: 'الشركة أو النشاط التجاري (اختياري)',
    subject: 'الموضوع (اختياري)',
    message: 'رسالتك',
    messageHint: 'حتى {{max, number}} حرف',
    messageCounter: '{{count, number}} من {{max, number}}',
    submit: 'إرسال الرسالة',
    submitting: 'جارٍ الإرسال...',
    genericError: 'تعذّر إرسال رسالتك. يرجى المحاولة مرة أخرى.',
  },
  sent: {
    title: 'وصلتنا رسالتك',
    message:
      'شكراً لتواصلك معنا يا {{name}}. سيرد عليك فريقنا على بريدك <email>{{email}}</email> خلال {{hours, number}} ساعة في أيام العمل.',
    another: 'إرسال رسالة أخرى',
  },
  details: {
    title: 'معلومات التواصل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    address: 'العنوان',
    addressValue: 'طريق الملك فهد، حي العليا، الرياض، المملكة العربية السعودية',
    hours: 'ساعات العمل',
    hoursValue: 'من {{firstDay}} إلى {{lastDay}}، من {{opens}} إلى {{closes}} بتوقيت الرياض',
    closed: 'عطلة نهاية الأسبوع: الجمعة والسبت',
    replyTime: 'نرد على رسائل البريد الإلكتروني خلال {{hours, number}} ساعة.',
  },
};

const en: typeof ar = {
  documentTitle: 'Contact us',
  metaDescription:
    'Contact the Sumaa team: send us a message with the form or write to support@sumaa.sa. We reply within 24 hours, Sunday to Thursday.',
  eyebrow: 'We’re here to help',
  title: 'Contact us',
  lead: 'A question about Sumaa or its plans, or need a hand with your account? Write to us and our team will get back to you.',
  form: {
    title: 'Send us a message',
    name: 'Name',
    email: 'Email',
    emailPlaceholder: 'name@company.com',
    company: 'Company or business (optional)',
    subject: 'Subject (optional)',
    message: 'Your message',
    messageHint: 'Up to {{max, number}} characters',
    messageCounter: '{{count, number}} of {{max, number}}',
    submit: 'Send message',
    submitting: 'Sending...',
    genericError: 'We couldn’t send your message. Please try again.',
  },
  sent: {
    title: 'Your message has been sent',
    message:
      'Thank you for contacting us, {{name}}. Our team will reply to <email>{{email}}</email> within {{hours, number}} hours on working days.',
    another: 'Send another message',
  },
  details: {
    title: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    addressValue: 'King Fahd Road, Al Olaya, Riyadh, Saudi Arabia',
    hours: 'Working hours',
    hoursValue: '{{firstDay}} to {{lastDay}}, {{opens}}–{{closes}} Riyadh time',
    closed: 'Closed on Friday and Saturday',
    replyTime: 'We answer emails within {{hours, number}} hours.',
  },
};

export const contactTexts = { ar, en };
