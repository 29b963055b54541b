// Texts of /features (spec §2: eight feature cards and a free-trial button). Arabic first; English says the same.
// Honest about what the product does: reply help is templates filled with names, Google is the one platform today.
const ar = {
  documentTitle: 'المزايا',
  metaDescription:
    'مزايا سمعة لإدارة تقييمات Google: صندوق واحد لتقييمات جميع فروعك، وقوالب ردود جاهزة بالعربية والإنجليزية، وتحليلات وتنبيهات وإدارة للفريق.',
  eyebrow: 'مزايا سمعة',
  title: 'كل ما تحتاجه لإدارة سمعة نشاطك على Google',
  lead: 'من أول تقييم يصلك إلى تقرير نهاية الشهر: تجمع سمعة تقييمات فروعك في مكان واحد، وتساعد فريقك على الرد بسرعة، وتبيّن لك ما يرفع تقييمك وما يخفضه.',
  startTrial: 'ابدأ تجربتك المجانية',
  trialNote: '١٤ يوماً مجاناً، دون بطاقة ائتمانية.',
  cardsTitle: 'مزايا صُممت لنشاطك',
  cardsDescription: 'ثماني أدوات تعمل معاً، من استقبال التقييم إلى الرد عليه وقياس أثره.',
  cards: {
    reputation: {
      title: 'حماية السمعة',
      text: 'اعرف بكل تقييم سلبي لحظة وصوله، وردّ عليه بهدوء واحترافية قبل أن يتراكم. الشكوى التي يُجاب عنها بسرعة تطمئن كل من يقرؤها بعد ذلك.',
    },
    smartReplies: {
      title: 'ردود ذكية جاهزة',
      text: 'قوالب ردود للتقييمات الإيجابية والسلبية والمحايدة بالعربية والإنجليزية، تُملأ تلقائياً باسم العميل واسم نشاطك وتوافق لغة التقييم. راجعها وعدّلها قبل الإرسال، أو اكتب ردك بنفسك.',
    },
    analytics: {
      title: 'تحليلات متقدمة',
      text: 'متوسط تقييمك وتوزيع النجوم، ونسب التقييمات الإيجابية والسلبية والمحايدة، والكلمات الأكثر تكراراً في كلام عملائك، واتجاه التقييمات شهراً بعد شهر.',
    },
    reviewManagement: {
      title: 'إدارة التقييمات',
      text: 'تقييمات جميع فروعك في صندوق واحد، مع البحث والتصفية حسب النجوم والمشاعر، وإسناد كل تقييم إلى الموظف المناسب ليتولى الرد عليه.',
    },
    alerts: {
      title: 'تنبيهات فورية',
      text: 'رسالة على بريدك الإلكتروني عند وصول تقييم جديد أو سلبي، وتقارير أسبوعية وشهرية عن أداء نشاطك. أنت من يحدد ما يصلك من إعدادات الإشعارات.',
    },
    team: {
      title: 'إدارة الفريق',
      text: 'ادعُ زملاءك بالبريد الإلكتروني، وامنح كلاً منهم دوره: مسؤول أو مدير أو موظف أو مشاهد، مع صلاحيات محددة لعرض التقييمات والرد عليها والاطلاع على التحليلات.',
    },
    multiLocation: {
      title: 'فروع متعددة في حساب واحد',
      text: 'اربط الفروع المسجلة في ملفك التجاري على Google واختر ما تريد متابعته منها. نبدأ اليوم بتقييمات Google، ومنصات التقييم الأخرى على خطتنا القادمة.',
    },
    ratingImprovement: {
      title: 'تحسين التقييم',
      text: 'اكتشف ما يمدحه عملاؤك وما يشتكون منه، وعالج الأسباب من جذورها. الرد المنتظم وتحسين التجربة يرفعان متوسط تقييمك مع مرور الوقت.',
    },
  },
  stepsTitle: 'كيف تبدأ',
  steps: {
    signup: {
      title: 'أنشئ حسابك',
      text: 'سجّل بياناتك وبيانات نشاطك وأكّد بريدك الإلكتروني، وتبدأ تجربتك المجانية فوراً.',
    },
    connect: {
      title: 'اربط حسابك في Google',
      text: 'امنح سمعة إذن الوصول إلى تقييماتك عبر واجهة Google الرسمية، ثم اختر الفروع التي تريد متابعتها.',
    },
    reply: {
      title: 'ردّ وتابع',
      text: 'خلال دقيقة أو دقيقتين تصل تقييماتك، فتبدأ أنت وفريقك بالرد عليها ومتابعة النتائج.',
    },
  },
  ctaTitle: 'جرّب سمعة مجاناً لمدة ١٤ يوماً',
  ctaText: 'لا تحتاج إلى بطاقة ائتمانية، ويمكنك الإلغاء في أي وقت.',
  seePricing: 'اطّلع على الباقات والأسعار',
};

const en: typeof ar = {
  documentTitle: 'Features',
  metaDescription:
    'Sumaa’s Google review management features: one inbox for every branch’s reviews, ready reply templates in Arabic and English, analytics, alerts and team management.',
  eyebrow: 'Sumaa features',
  title: 'Everything you need to manage your business’s reputation on Google',
  lead: 'From the first review to the end-of-month report: Sumaa gathers your branches’ reviews in one place, helps your team answer them quickly and shows you what lifts your rating and what pulls it down.',
  startTrial: 'Start your free trial',
  trialNote: '14 days free. No credit card needed.',
  cardsTitle: 'Built for your business',
  cardsDescription:
    'Eight tools that work together, from receiving a review to answering it and measuring the effect.',
  cards: {
    reputation: {
      title: 'Reputation protection',
      text: 'Know about every negative review the moment it arrives and answer it calmly before complaints pile up. A complaint answered quickly reassures everyone who reads it afterwards.',
    },
    smartReplies: {
      title: 'Smart reply templates',
      text: 'Ready replies for positive, negative and neutral reviews in Arabic and English, filled in with the reviewer’s name and your business’s name and matched to the review’s language. Edit them before sending, or write your own.',
    },
    analytics: {
      title: 'Advanced analytics',
      text: 'Your average rating and star distribution, the share of positive, negative and neutral reviews, the words customers use most, and how your reviews trend month by month.',
    },
    reviewManagement: {
      title: 'Review management',
      text: 'Every branch’s reviews in one inbox, with search and filters by stars and sentiment, and each review assignable to the right team member to answer.',
    },
    alerts: {
      title: 'Instant alerts',
      text: 'An e-mail when a new or negative review arrives, plus weekly and monthly reports on how your business is doing. You choose what you receive in the notification settings.',
    },
    team: {
      title: 'Team management',
      text: 'Invite colleagues by e-mail and give each one a role (admin, manager, agent or viewer) with precise permissions to view reviews, reply to them and see analytics.',
    },
    multiLocation: {
      title: 'Many branches, one account',
      text: 'Link the locations listed in your Google Business Profile and choose which to follow. We start with Google reviews today; other review platforms are on our roadmap.',
    },
    ratingImprovement: {
      title: 'Rating improvement',
      text: 'See what customers praise and what they complain about, and fix the causes. Replying consistently and improving the experience lifts your average rating over time.',
    },
  },
  stepsTitle: 'How to get started',
  steps: {
    signup: {
      title: 'Create your account',
      text: 'Enter your details and your business’s, confirm your e-mail, and your free trial starts right away.',
    },
    connect: {
      title: 'Connect your Google account',
      text: 'Allow Sumaa to access your reviews through Google’s official API, then choose the locations to follow.',
    },
    reply: {
      title: 'Reply and follow up',
      text: 'Your reviews arrive within a minute or two, and you and your team can start answering them and tracking results.',
    },
  },
  ctaTitle: 'Try Sumaa free for 14 days',
  ctaText: 'No credit card needed, and you can cancel any time.',
  seePricing: 'See plans and pricing',
};

export const featuresTexts = { ar, en };
