// Texts of /pricing and of the plan cards (also shown on the landing page), namespace `public-site.pricing`.
// Plan names, descriptions and features come from the server in the reader's language; these are the frame.
// Counted limits use i18next plurals: Arabic needs all six forms, English one and other (plus zero where
// "none" reads better than "0").

/** A counted limit: Arabic fills every plural form, English only `one` and `other` (the parity test checks both). */
interface LimitTexts {
  unlimited: string;
  count_zero: string;
  count_one: string;
  count_two?: string;
  count_few?: string;
  count_many?: string;
  count_other: string;
}
const limitTexts = (texts: LimitTexts): LimitTexts => texts;

const ar = {
  documentTitle: 'الباقات والأسعار',
  metaDescription:
    'باقات سمعة لإدارة تقييمات Google بالريال السعودي، بالدفع الشهري أو السنوي، مع تجربة مجانية لمدة ١٤ يوماً دون بطاقة ائتمانية.',
  title: 'باقات تناسب نشاطك التجاري',
  intro: 'اختر الباقة التي تناسب حجم نشاطك وعدد فروعك، وانتقل إلى غيرها متى احتجت.',
  trial: 'جرّب أي باقة مجاناً لمدة {{days, number}} يوماً، دون الحاجة إلى بطاقة ائتمانية.',
  billing: {
    legend: 'مدة الفوترة',
    monthly: 'شهري',
    yearly: 'سنوي',
  },
  plans: {
    loading: 'جارٍ تحميل الباقات...',
    error: 'تعذّر تحميل الباقات.',
    emptyTitle: 'لا توجد باقات متاحة حالياً',
    emptyMessage: 'نعمل على تحديث باقاتنا. تواصل معنا وسنساعدك في اختيار ما يناسب نشاطك.',
    contactUs: 'تواصل معنا',
  },
  card: {
    popular: 'الأكثر طلباً',
    perMonth: 'شهرياً',
    perYear: 'سنوياً',
    yearlyBreakdown: '{{months, number}} شهراً × {{monthly}}',
    limitsLabel: 'حدود الباقة',
    featuresLabel: 'ما تتضمنه الباقة',
    startTrial: 'ابدأ التجربة المجانية',
    startTrialWith: 'بباقة {{name}}',
    users: limitTexts({
      unlimited: 'عدد غير محدود من أعضاء الفريق',
      count_zero: 'دون أعضاء فريق',
      count_one: 'عضو واحد في الفريق',
      count_two: 'حتى عضوين في الفريق',
      count_few: 'حتى {{count, number}} أعضاء في الفريق',
      count_many: 'حتى {{count, number}} عضواً في الفريق',
      count_other: 'حتى {{count, number}} عضو في الفريق',
    }),
    reviews: limitTexts({
      unlimited: 'عدد غير محدود من التقييمات',
      count_zero: 'دون تقييمات شهرية',
      count_one: 'تقييم واحد في الشهر',
      count_two: 'حتى تقييمين في الشهر',
      count_few: 'حتى {{count, number}} تقييمات في الشهر',
      count_many: 'حتى {{count, number}} تقييماً في الشهر',
      count_other: 'حتى {{count, number}} تقييم في الشهر',
    }),
    aiReplies: limitTexts({
      unlimited: 'ردود ذكية غير محدودة',
      count_zero: 'دون ردود ذكية',
      count_one: 'رد ذكي واحد في الشهر',
      count_two: 'حتى ردّين ذكيين في الشهر',
      count_few: 'حتى {{count, number}} ردود ذكية في الشهر',
      count_many: 'حتى {{count, number}} رداً ذكياً في الشهر',
      count_other: 'حتى {{count, number}} رد ذكي في الشهر',
    }),
  },
  faq: {
    title: 'أسئلة شائعة عن الاشتراك والدفع',
    trialQuestion: 'كيف تعمل التجربة المجانية؟',
    trialAnswer:
      'تبدأ تجربتك فور إنشاء الحساب وتستمر {{days, number}} يوماً بكل مزايا الباقة، ولا نطلب بطاقة ائتمانية. في نهايتها تختار الباقة التي تناسبك لمتابعة الخدمة.',
    advanceQuestion: 'متى أدفع رسوم الاشتراك؟',
    advanceAnswer:
      'تُدفع الرسوم مقدماً في بداية كل فترة فوترة: كل شهر في الاشتراك الشهري، وكل سنة في الاشتراك السنوي.',
    cancelQuestion: 'هل يمكنني إلغاء اشتراكي؟',
    cancelAnswer:
      'نعم، يمكنك الإلغاء في أي وقت من صفحة الاشتراك في لوحة التحكم، ويبقى اشتراكك فعّالاً حتى نهاية الفترة المدفوعة.',
    refundQuestion: 'هل تُسترد الرسوم بعد الدفع؟',
    refundAnswer:
      'لا، الرسوم المدفوعة غير قابلة للاسترداد، بما في ذلك عند الإلغاء قبل نهاية الفترة المدفوعة.',
    moreQuestions: 'لديك سؤال آخر عن الباقات؟',
    contactUs: 'تواصل معنا',
  },
};

const en: typeof ar = {
  documentTitle: 'Plans and pricing',
  metaDescription:
    'Sumaa’s Google review management plans in Saudi riyals, billed monthly or yearly, with a 14-day free trial and no credit card.',
  title: 'Plans for every business',
  intro:
    'Pick the plan that fits the size of your business and its branches, and switch whenever you need to.',
  trial: 'Try any plan free for {{days, number}} days. No credit card needed.',
  billing: {
    legend: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
  },
  plans: {
    loading: 'Loading plans...',
    error: 'We couldn’t load the plans.',
    emptyTitle: 'No plans are available right now',
    emptyMessage: 'We’re updating our plans. Contact us and we’ll help you choose what suits your business.',
    contactUs: 'Contact us',
  },
  card: {
    popular: 'Most popular',
    perMonth: 'per month',
    perYear: 'per year',
    yearlyBreakdown: '{{months, number}} months × {{monthly}}',
    limitsLabel: 'Plan limits',
    featuresLabel: 'What’s included',
    startTrial: 'Start free trial',
    startTrialWith: 'with the {{name}} plan',
    users: limitTexts({
      unlimited: 'Unlimited team members',
      count_zero: 'No team members',
      count_one: '{{count, number}} team member',
      count_other: 'Up to {{count, number}} team members',
    }),
    reviews: limitTexts({
      unlimited: 'Unlimited reviews',
      count_zero: 'No reviews per month',
      count_one: 'Up to {{count, number}} review a month',
      count_other: 'Up to {{count, number}} reviews a month',
    }),
    aiReplies: limitTexts({
      unlimited: 'Unlimited AI replies',
      count_zero: 'No AI replies',
      count_one: 'Up to {{count, number}} AI reply a month',
      count_other: 'Up to {{count, number}} AI replies a month',
    }),
  },
  faq: {
    title: 'Questions about billing',
    trialQuestion: 'How does the free trial work?',
    trialAnswer:
      'Your trial starts when you create your account and lasts {{days, number}} days with every feature of the plan, and we don’t ask for a credit card. At the end, choose the plan that suits you to keep going.',
    advanceQuestion: 'When do I pay?',
    advanceAnswer:
      'Fees are paid in advance at the start of each billing period: every month on a monthly plan, every year on a yearly one.',
    cancelQuestion: 'Can I cancel my subscription?',
    cancelAnswer:
      'Yes, cancel any time from the subscription page of your dashboard. Your subscription stays active until the end of the period you paid for.',
    refundQuestion: 'Are fees refunded?',
    refundAnswer:
      'No. Fees already paid are not refundable, including when you cancel before the paid period ends.',
    moreQuestions: 'Another question about our plans?',
    contactUs: 'Contact us',
  },
};

export const pricingTexts = { ar, en };
