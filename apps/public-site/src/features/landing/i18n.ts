// Texts of the landing page (/), namespace `public-site.landing`. The plan cards bring their own texts
// (public-site.pricing); the marketing figures are the static claims of spec §1. Numbers in the Arabic texts use
// Arabic-Indic digits; \u00a0 keeps a Latin product name on one line inside an Arabic sentence.
const ar = {
  documentTitle: 'إدارة تقييمات Google لنشاطك التجاري',
  metaDescription:
    'سمعة تجمع تقييمات Google لجميع فروعك في مكان واحد، وتساعدك على الرد عليها بالعربية والإنجليزية ومتابعة سمعة نشاطك. جرّبها مجاناً لمدة ١٤ يوماً.',
  eyebrow: 'إدارة تقييمات Google',
  promise:
    'اجمع تقييمات Google لجميع فروعك في مكان واحد، وردّ على عملائك بسرعة واحترافية، وتابع ما يقولونه عن نشاطك أولاً بأول.',
  pointsLabel: 'ما تقدمه لك سمعة',
  points: {
    collect: 'تقييمات فروعك كلها في صندوق واحد',
    reply: 'ردود سريعة باللغتين العربية والإنجليزية',
    insights: 'مؤشرات واضحة لتطور سمعة نشاطك',
  },
  trial: 'جرّبها مجاناً لمدة {{days, number}} يوماً، دون الحاجة إلى بطاقة ائتمانية.',
  startTrial: 'ابدأ تجربتك المجانية',
  haveAccount: 'لديك حساب بالفعل؟',
  login: 'سجّل الدخول',
  signedInAs: 'مرحباً {{name}}، أنت مسجّل الدخول.',
  // The hero's picture: a review in the inbox with its reply, drawn in the page (an example, not a customer's data).
  preview: {
    source: 'تقييمات Google',
    branch: 'فرع العليا، الرياض',
    new: 'جديد',
    reviewer: 'نورة العتيبي',
    time: 'قبل ساعتين',
    review: 'القهوة رائعة والموظفون لطفاء، لكن الانتظار طال قليلاً وقت الذروة.',
    smartReply: 'ردّ ذكي مقترح',
    replyLabel: 'ردّك',
    reply:
      'شكراً لكِ يا نورة على زيارتك وكلماتك الجميلة! نعمل على تسريع الطلبات وقت الذروة، ويسعدنا أن نراكِ قريباً.',
    published: 'نُشر على Google',
    alert: 'تنبيه فوري بكل تقييم جديد',
  },
  stats: {
    title: 'سمعة بالأرقام',
    businesses: 'نشاط تجاري يثق بسمعة',
    reviews: 'تقييم تمت إدارته عبر المنصة',
    satisfaction: 'رضا عملائنا عن الخدمة',
    averageRating: 'متوسط تقييم Google لفروع عملائنا',
  },
  features: {
    title: 'كل ما تحتاجه للعناية بسمعة نشاطك',
    description: 'من أول تقييم يصلك إلى تقارير الأداء الشهرية، في منصة واحدة عربية أولاً.',
    inbox: {
      title: 'كل تقييماتك في مكان واحد',
      text: 'اربط حسابك في Google\u00a0Business\u00a0Profile لتصلك تقييمات جميع فروعك في صندوق واحد، مع البحث والتصفية حسب النجوم والانطباع.',
    },
    replies: {
      title: 'ردود أسرع باللغتين',
      text: 'ردّ على التقييمات من المنصة مباشرة، أو ابدأ من قوالب الردود الذكية بالعربية والإنجليزية وفيها اسم العميل واسم نشاطك.',
    },
    analytics: {
      title: 'تحليلات تكشف ما يقوله عملاؤك',
      text: 'تابع متوسط التقييم وتوزيع النجوم والانطباعات والكلمات الأكثر تكراراً، وقارن أداء فروعك عبر الزمن.',
    },
    team: {
      title: 'فريقك بصلاحيات واضحة',
      text: 'ادعُ المديرين وموظفي خدمة العملاء، وأسند إليهم التقييمات، وحدّد ما يستطيع كل منهم رؤيته وفعله.',
    },
  },
  pricing: {
    title: 'باقات واضحة تناسب كل نشاط',
    description: 'أسعار شهرية بالريال السعودي، والتجربة المجانية متاحة في كل الباقات.',
    compare: 'قارن الباقات واطّلع على الأسعار السنوية',
  },
  testimonials: {
    title: 'ماذا يقول عملاؤنا',
    description: 'آراء أصحاب أنشطة تجارية في السعودية والخليج يستخدمون سمعة.',
    byline: '{{role}}، {{place}}',
    roastery: {
      quote:
        'كانت التقييمات تضيع بين فروعنا الثلاثة، والآن نرد على كل تقييم في اليوم نفسه. عملاؤنا لاحظوا الفرق، وصاروا يذكرون ردودنا في تقييماتهم.',
      name: 'عبدالرحمن القحطاني',
      role: 'مالك محمصة دار البن',
      place: 'الرياض',
    },
    clinic: {
      quote:
        'الردود الجاهزة باللغتين وفّرت على موظفي الاستقبال وقتاً كبيراً، وأصبحنا نعرف فوراً عندما يترك أحد المراجعين تقييماً سلبياً فنتواصل معه.',
      name: 'د. ريم الغامدي',
      role: 'المديرة الطبية في عيادات ابتسامة الشاطئ لطب الأسنان',
      place: 'جدة',
    },
    hotel: {
      quote:
        'ضيوفنا من كل مكان، وسمعة تجمع تقييماتهم بالعربية والإنجليزية في صندوق واحد، مع تقارير واضحة نعرضها على الإدارة كل شهر.',
      name: 'خالد المنصوري',
      role: 'مدير تجربة الضيوف في فندق مرسى الخليج',
      place: 'دبي',
    },
  },
  closing: {
    title: 'جاهز للعناية بسمعة نشاطك؟',
    text: 'أنشئ حسابك في دقائق، واربط فروعك، وابدأ الرد على تقييماتك اليوم. التجربة مجانية لمدة {{days, number}} يوماً، دون بطاقة ائتمانية.',
    signedInText: 'تقييماتك وتحليلاتك بانتظارك في لوحة التحكم.',
    contact: 'تحدّث مع فريقنا',
  },
};

const en: typeof ar = {
  documentTitle: 'Google review management for your business',
  metaDescription:
    'Sumaa brings the Google reviews of all your branches into one place and helps you answer them in Arabic and English and follow your reputation. Free for 14 days.',
  eyebrow: 'Google review management',
  promise:
    'Bring the Google reviews of all your branches into one place, answer your customers quickly and professionally, and keep track of what they say about your business.',
  pointsLabel: 'What Sumaa does for you',
  points: {
    collect: 'Every branch’s reviews in one inbox',
    reply: 'Fast replies in Arabic and English',
    insights: 'Clear signals of how your reputation is trending',
  },
  trial: 'Try it free for {{days, number}} days. No credit card needed.',
  startTrial: 'Start your free trial',
  haveAccount: 'Already have an account?',
  login: 'Log in',
  signedInAs: 'Welcome, {{name}}. You are signed in.',
  preview: {
    source: 'Google reviews',
    branch: 'Olaya branch, Riyadh',
    new: 'New',
    reviewer: 'Noura Al-Otaibi',
    time: '2 hours ago',
    review: 'Great coffee and friendly staff, but the wait was a little long at the busiest time.',
    smartReply: 'Smart reply suggested',
    replyLabel: 'Your reply',
    reply:
      'Thank you for visiting, Noura, and for your kind words! We are speeding up orders at busy times and hope to see you again soon.',
    published: 'Posted on Google',
    alert: 'An instant alert for every new review',
  },
  stats: {
    title: 'Sumaa in numbers',
    businesses: 'businesses trust Sumaa',
    reviews: 'reviews managed on the platform',
    satisfaction: 'customer satisfaction',
    averageRating: 'average Google rating of our customers’ branches',
  },
  features: {
    title: 'Everything you need to look after your reputation',
    description:
      'From the first review you receive to the monthly performance reports, on one Arabic-first platform.',
    inbox: {
      title: 'All your reviews in one place',
      text: 'Connect your Google Business Profile and get the reviews of every branch in one inbox, with search and filters by stars and sentiment.',
    },
    replies: {
      title: 'Faster replies in two languages',
      text: 'Answer reviews right from the platform, or start from smart reply templates in Arabic and English with the customer’s name and your business’s.',
    },
    analytics: {
      title: 'Analytics that show what customers say',
      text: 'Follow your average rating, star distribution, sentiment and most frequent keywords, and compare your branches over time.',
    },
    team: {
      title: 'Your team, with clear roles',
      text: 'Invite managers and customer service agents, assign reviews to them, and decide what each of them can see and do.',
    },
  },
  pricing: {
    title: 'Simple plans for every business',
    description: 'Monthly prices in Saudi riyals, and every plan starts with the free trial.',
    compare: 'Compare plans and yearly prices',
  },
  testimonials: {
    title: 'What our customers say',
    description: 'Business owners in Saudi Arabia and the Gulf on using Sumaa.',
    byline: '{{role}}, {{place}}',
    roastery: {
      quote:
        'Reviews used to get lost between our three branches. Now we answer every one the same day. Our customers noticed, and they mention our replies in their reviews.',
      name: 'Abdulrahman Al-Qahtani',
      role: 'Owner, Dar Al-Bunn Roastery',
      place: 'Riyadh',
    },
    clinic: {
      quote:
        'Ready replies in both languages save our front desk a lot of time, and we know at once when a patient leaves a negative review, so we can reach out.',
      name: 'Dr. Reem Al-Ghamdi',
      role: 'Medical Director, Shati Smile Dental Clinics',
      place: 'Jeddah',
    },
    hotel: {
      quote:
        'Our guests come from everywhere. Sumaa brings their Arabic and English reviews into one inbox, with clear reports we show management every month.',
      name: 'Khalid Al-Mansoori',
      role: 'Guest Experience Manager, Marsa Al Khaleej Hotel',
      place: 'Dubai',
    },
  },
  closing: {
    title: 'Ready to look after your reputation?',
    text: 'Create your account in minutes, connect your branches and start answering your reviews today. Free for {{days, number}} days, no credit card.',
    signedInText: 'Your reviews and analytics are waiting in your dashboard.',
    contact: 'Talk to our team',
  },
};

export const landingTexts = { ar, en };
