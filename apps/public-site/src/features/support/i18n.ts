// Texts of /support (spec §2: four contact cards, an FAQ list, a link to /contact). Facts from spec §1: support
// Sunday–Thursday 9:00–18:00 Riyadh time, closed Friday and Saturday, e-mail replies within 24 hours.
// No live chat is offered, so none is promised: the cards are e-mail, phone, the contact form and the help centre.
const ar = {
  documentTitle: 'الدعم الفني',
  metaDescription:
    'تواصل مع فريق دعم سمعة بالبريد الإلكتروني أو الهاتف أو نموذج التواصل، من الأحد إلى الخميس من ٩ صباحاً حتى ٦ مساءً، واطلع على إجابات الأسئلة الشائعة.',
  eyebrow: 'الدعم الفني',
  title: 'كيف يمكننا مساعدتك؟',
  lead: 'فريق الدعم في سمعة جاهز للإجابة عن أسئلتك، ومساعدتك في إعداد حسابك وربطه مع Google، وحل أي مشكلة تواجهك.',
  search: {
    label: 'ابحث في مقالات مركز المساعدة',
    placeholder: 'مثال: ربط حساب Google',
    submit: 'بحث',
  },
  channelsTitle: 'تواصل معنا',
  channels: {
    email: {
      title: 'البريد الإلكتروني',
      text: 'راسلنا في أي وقت، ونرد على رسالتك خلال ٢٤ ساعة في أيام العمل.',
      subject: 'طلب دعم',
    },
    phone: {
      title: 'الهاتف',
      text: 'تحدث مع فريقنا مباشرة خلال ساعات العمل.',
    },
    form: {
      title: 'نموذج التواصل',
      text: 'اكتب رسالتك من الموقع دون فتح بريدك، وتصل مباشرة إلى فريق الدعم.',
      action: 'افتح نموذج التواصل',
    },
    helpCenter: {
      title: 'مركز المساعدة',
      text: 'مقالات بخطوات واضحة للبدء وإدارة الحساب والربط مع Google وحل المشكلات الشائعة.',
      action: 'تصفّح مركز المساعدة',
    },
  },
  hoursTitle: 'ساعات العمل',
  hoursDescription: 'جميع الأوقات بتوقيت الرياض.',
  hours: {
    workingDays: 'من الأحد إلى الخميس',
    workingTime: 'من {{opens}} إلى {{closes}}',
    weekend: 'الجمعة والسبت',
    closed: 'مغلق',
    emailNote:
      'رسائل البريد الإلكتروني ونموذج التواصل تصلنا في أي وقت، ونرد عليها خلال ٢٤ ساعة في أيام العمل.',
    openNow: 'مفتوح الآن',
    closedNow: 'مغلق الآن، ونعود في أقرب يوم عمل',
  },
  faqTitle: 'الأسئلة الشائعة',
  faq: {
    trial: {
      question: 'كيف تعمل التجربة المجانية؟ وهل أحتاج إلى بطاقة ائتمانية؟',
      answer:
        'تبدأ تجربتك المجانية لمدة ١٤ يوماً فور إنشاء حسابك وتأكيد بريدك الإلكتروني، ولا نطلب منك أي بطاقة ائتمانية. في نهاية التجربة تختار الباقة التي تناسبك لتستمر في استخدام سمعة.',
    },
    plans: {
      question: 'ما الفرق بين الباقات؟',
      answer:
        'الباقة الأساسية بـ ٥٠ ريالاً شهرياً وتشمل حتى ١٠٠ تقييم في الشهر. والباقة الاحترافية بـ ٢٠٠ ريال شهرياً وتشمل حتى ١٬٠٠٠ تقييم و٥ أعضاء في الفريق. وباقة المؤسسات بـ ٥٠٠ ريال شهرياً دون حد للتقييمات.',
      link: 'قارن الباقات',
    },
    cancel: {
      question: 'هل يمكنني إلغاء اشتراكي في أي وقت؟ وهل تستردون المبلغ؟',
      answer:
        'نعم، يمكنك إلغاء اشتراكك في أي وقت من صفحة الاشتراك في لوحة التحكم، ويبقى حسابك فعالاً حتى نهاية الفترة المدفوعة. الرسوم تُدفع مقدماً ولا تُسترد عن الفترة التي بدأت.',
    },
    connectGoogle: {
      question: 'كيف أربط حسابي في Google؟',
      answer:
        'بعد تأكيد بريدك يرشدك معالج الإعداد: اضغط «ربط حساب Google»، وسجّل الدخول بحساب Google الذي يملك ملفك التجاري أو يديره، ووافق على الأذونات، ثم اختر الفروع التي تريد متابعتها.',
      link: 'اقرأ الخطوات بالتفصيل',
    },
    publishReplies: {
      question: 'هل تظهر ردودي على Google باسم نشاطي؟',
      answer:
        'نعم. ننشر الرد عبر واجهة Google الرسمية، فيظهر تحت التقييم على Google بصفته رد المالك، تماماً كما لو كتبته من ملفك التجاري مباشرة.',
    },
    smartReplies: {
      question: 'هل الردود الذكية يكتبها الذكاء الاصطناعي؟',
      answer:
        'الردود الذكية قوالب جاهزة لكل نوع من التقييمات (إيجابي وسلبي ومحايد) بالعربية والإنجليزية، تختار سمعة منها ما يوافق لغة التقييم وتملؤه باسم العميل واسم نشاطك. تراجع الرد وتعدّله قبل إرساله، ويمكنك تعديل القوالب نفسها لتناسب أسلوبك.',
    },
    team: {
      question: 'كيف أضيف أعضاء فريقي وأحدد صلاحياتهم؟',
      answer:
        'من صفحة الفريق في لوحة التحكم اضغط «دعوة عضو»، وأدخل بريده الإلكتروني واختر دوره وصلاحياته. تصله رسالة فيها رابط الدعوة، فيكتب اسمه ويختار كلمة مروره وينضم إلى حسابك.',
    },
    languages: {
      question: 'هل تدعم المنصة اللغتين العربية والإنجليزية؟',
      answer:
        'نعم، الواجهة كاملة بالعربية والإنجليزية، وتبدّل بينهما من أعلى الصفحة في أي وقت. وقوالب الردود متوفرة باللغتين، وتُختار حسب لغة التقييم.',
    },
    verification: {
      question: 'لم تصلني رسالة تأكيد البريد الإلكتروني، ماذا أفعل؟',
      answer:
        'انتظر دقيقتين ثم ابحث في مجلد الرسائل غير المرغوب فيها. إن لم تجدها فاطلب رمزاً جديداً من صفحة تأكيد البريد، وتأكد أن عنوان بريدك مكتوب صحيحاً. وإن استمرت المشكلة فراسلنا وسنساعدك.',
    },
    dataSafety: {
      question: 'هل بيانات نشاطي وعملائي آمنة؟',
      answer:
        'نشفّر البيانات أثناء النقل والتخزين، ونحفظ رموز Google مشفّرة على خوادمنا فقط، ونعزل بيانات كل نشاط عن غيره، ونلتزم بنظام حماية البيانات الشخصية في المملكة.',
      link: 'اعرف المزيد عن الأمان',
    },
  },
  ctaTitle: 'لم تجد إجابة سؤالك؟',
  ctaText: 'اكتب لنا، وسيرد عليك أحد أعضاء فريق الدعم خلال ٢٤ ساعة في أيام العمل.',
  ctaAction: 'تواصل معنا',
};

const en: typeof ar = {
  documentTitle: 'Support',
  metaDescription:
    'Reach Sumaa’s support team by e-mail, phone or the contact form, Sunday to Thursday 9:00 to 18:00, and find answers to common questions.',
  eyebrow: 'Support',
  title: 'How can we help?',
  lead: 'Sumaa’s support team is ready to answer your questions, help you set up your account and connect it to Google, and solve any problem you run into.',
  search: {
    label: 'Search the help centre’s articles',
    placeholder: 'e.g. connect Google',
    submit: 'Search',
  },
  channelsTitle: 'Contact us',
  channels: {
    email: {
      title: 'Email',
      text: 'Write to us any time; we answer within 24 hours on working days.',
      subject: 'Support request',
    },
    phone: {
      title: 'Phone',
      text: 'Talk to our team directly during working hours.',
    },
    form: {
      title: 'Contact form',
      text: 'Send your message from the website without opening your e-mail; it goes straight to the support team.',
      action: 'Open the contact form',
    },
    helpCenter: {
      title: 'Help centre',
      text: 'Step-by-step articles on getting started, managing your account, connecting Google and fixing common problems.',
      action: 'Browse the help centre',
    },
  },
  hoursTitle: 'Working hours',
  hoursDescription: 'All times are Riyadh time.',
  hours: {
    workingDays: 'Sunday to Thursday',
    workingTime: '{{opens}} to {{closes}}',
    weekend: 'Friday and Saturday',
    closed: 'Closed',
    emailNote:
      'E-mails and contact-form messages reach us any time; we answer them within 24 hours on working days.',
    openNow: 'Open now',
    closedNow: 'Closed now, back on the next working day',
  },
  faqTitle: 'Frequently asked questions',
  faq: {
    trial: {
      question: 'How does the free trial work? Do I need a credit card?',
      answer:
        'Your 14-day free trial starts as soon as you create your account and confirm your e-mail, and we never ask for a credit card. At the end of the trial you choose the plan that suits you to keep using Sumaa.',
    },
    plans: {
      question: 'What is the difference between the plans?',
      answer:
        'Basic costs 50 SAR a month and covers up to 100 reviews a month. Professional costs 200 SAR a month and covers up to 1,000 reviews and 5 team members. Enterprise costs 500 SAR a month with no review limit.',
      link: 'Compare plans',
    },
    cancel: {
      question: 'Can I cancel any time? Do you give refunds?',
      answer:
        'Yes, you can cancel any time from the subscription page of your dashboard, and your account stays active until the end of the period you paid for. Fees are paid in advance and are not refunded for a period that has started.',
    },
    connectGoogle: {
      question: 'How do I connect my Google account?',
      answer:
        'After you confirm your e-mail, the setup wizard guides you: press “Connect Google account”, sign in with the Google account that owns or manages your Business Profile, accept the permissions, then choose the locations to follow.',
      link: 'Read the steps in detail',
    },
    publishReplies: {
      question: 'Do my replies appear on Google under my business’s name?',
      answer:
        'Yes. We publish the reply through Google’s official API, so it appears under the review on Google as the owner’s response, exactly as if you had written it from your Business Profile.',
    },
    smartReplies: {
      question: 'Are smart replies written by AI?',
      answer:
        'Smart replies are ready templates for each kind of review (positive, negative, neutral) in Arabic and English. Sumaa picks the one in the review’s language and fills in the reviewer’s name and your business’s name. You review and edit the reply before sending it, and you can edit the templates themselves to match your tone.',
    },
    team: {
      question: 'How do I add team members and set their permissions?',
      answer:
        'On the Team page of your dashboard, press “Invite member”, enter their e-mail and choose their role and permissions. They receive an e-mail with an invitation link, enter their name, choose a password and join your account.',
    },
    languages: {
      question: 'Does Sumaa work in both Arabic and English?',
      answer:
        'Yes. The whole interface is in Arabic and English, and you can switch at the top of the page at any time. Reply templates exist in both languages and are chosen by the review’s language.',
    },
    verification: {
      question: 'I didn’t receive the confirmation e-mail. What should I do?',
      answer:
        'Wait two minutes, then look in your spam or junk folder. If it isn’t there, request a new code on the e-mail confirmation page and check that your address is spelt correctly. If the problem continues, write to us and we will help.',
    },
    dataSafety: {
      question: 'Is my business’s and my customers’ data safe?',
      answer:
        'We encrypt data in transit and at rest, keep Google tokens encrypted on our servers only, isolate each business’s data from every other’s, and comply with Saudi Arabia’s Personal Data Protection Law.',
      link: 'Learn more about security',
    },
  },
  ctaTitle: 'Didn’t find your answer?',
  ctaText: 'Write to us and a member of the support team will reply within 24 hours on working days.',
  ctaAction: 'Contact us',
};

export const supportTexts = { ar, en };
