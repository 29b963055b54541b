// Texts of /contact2, the page of every way to reach Sumaa (namespace `public-site.contactChannels`). The form
// itself lives on /contact; this page points to it rather than repeating it.
const ar = {
  documentTitle: 'قنوات التواصل',
  description:
    'طرق التواصل مع فريق سمعة: البريد الإلكتروني والهاتف ونموذج التواصل ومركز المساعدة، مع أوقات العمل وعنوان مقرّنا في الرياض.',
  eyebrow: 'تواصل معنا',
  title: 'قنوات التواصل',
  lead: 'اختر الطريقة الأنسب لك للوصول إلى فريقنا. نرد على رسائل البريد الإلكتروني خلال ٢٤ ساعة في أيام العمل.',
  channels: {
    title: 'كيف تصل إلينا',
    email: {
      title: 'البريد الإلكتروني',
      text: 'للأسئلة والطلبات التي تحتاج إلى تفاصيل أو مرفقات. نرد خلال ٢٤ ساعة في أيام العمل.',
    },
    phone: {
      title: 'الهاتف',
      text: 'للأمور العاجلة، من الأحد إلى الخميس في أوقات العمل.',
    },
    form: {
      title: 'نموذج التواصل',
      text: 'أرسل رسالتك من الموقع مباشرة، فتصل إلى فريقنا ونرد عليك بالبريد الإلكتروني.',
      action: 'افتح نموذج التواصل',
    },
    selfService: {
      title: 'المساعدة والدعم',
      text: 'إجابات عن الأسئلة الشائعة وخطوات الإعداد وحل المشكلات، متاحة في أي وقت.',
      help: 'مركز المساعدة',
      support: 'صفحة الدعم الفني',
    },
  },
  hours: {
    title: 'أوقات العمل',
    description: 'جميع الأوقات بتوقيت الرياض.',
    workingDays: 'من الأحد إلى الخميس',
    workingHours: 'من {{opens}} إلى {{closes}}',
    weekend: 'الجمعة والسبت',
    closed: 'مغلق',
    outsideHours: 'تصلنا رسائلك في أي وقت، وما يصل خارج أوقات العمل نرد عليه في أول يوم عمل تالٍ.',
  },
  office: {
    title: 'مقرّنا',
    company: 'سمعة لتقنية المعلومات',
    address: 'طريق الملك فهد، حي العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
    registration: 'سجل تجاري رقم {{number, number(useGrouping: false)}}',
  },
};

const en: typeof ar = {
  documentTitle: 'Ways to reach us',
  description:
    'Every way to reach the Sumaa team — email, phone, the contact form and the help centre — with our working hours and our Riyadh office address.',
  eyebrow: 'Contact us',
  title: 'Ways to reach us',
  lead: 'Choose whichever way suits you best to reach our team. We answer emails within 24 hours on working days.',
  channels: {
    title: 'How to reach us',
    email: {
      title: 'Email',
      text: 'For questions and requests that need details or attachments. We reply within 24 hours on working days.',
    },
    phone: {
      title: 'Phone',
      text: 'For urgent matters, Sunday to Thursday during working hours.',
    },
    form: {
      title: 'Contact form',
      text: 'Send your message straight from the website; it reaches our team and we reply by email.',
      action: 'Open the contact form',
    },
    selfService: {
      title: 'Help and support',
      text: 'Answers to common questions, setup steps and troubleshooting, available at any time.',
      help: 'Help centre',
      support: 'Support page',
    },
  },
  hours: {
    title: 'Working hours',
    description: 'All times are Riyadh time.',
    workingDays: 'Sunday to Thursday',
    workingHours: '{{opens}} to {{closes}}',
    weekend: 'Friday and Saturday',
    closed: 'Closed',
    outsideHours:
      'Your messages reach us at any time; anything that arrives outside working hours is answered on the next working day.',
  },
  office: {
    title: 'Our office',
    company: 'Sumaa for Information Technology',
    address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
    registration: 'Commercial registration no. {{number, number(useGrouping: false)}}',
  },
};

export const contactChannelsTexts = { ar, en };
