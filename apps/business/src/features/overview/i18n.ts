// Texts of /customer/overview, namespace `business.overview`. Arabic is written first; English mirrors it.
// Numbers and percents arrive already formatted in the reader's digits; counts are written "label: number" so
// no sentence needs Arabic's plural forms. The title, greeting and quick links' names are the dashboard's
// (`business:pages.*`, `business:overview.greeting`), so they read the same as the sidebar.
const ar = {
  loading: 'جارٍ تحميل ملخص مراجعاتك',
  loadError: 'تعذّر جلب ملخص المراجعات',
  noValue: '—',
  cards: {
    label: 'ملخص المراجعات',
    total: 'إجمالي المراجعات',
    totalNote: 'نسبة الرد: {{percent}}',
    average: 'متوسط التقييم',
    averageNote: 'من {{max}} نجوم',
    averageStars: 'التقييم {{value}} من {{max}}',
    positive: 'المراجعات الإيجابية',
    positiveNote: '{{percent}} من كل المراجعات',
    growth: 'معدل النمو',
    growthPeriod: 'آخر {{days}} يومًا مقارنةً بالـ{{days}} يومًا التي قبلها',
    growthCounts: 'المراجعات: {{current}} مقابل {{previous}}',
    growthNoEarlier: 'لا مراجعات في الـ{{days}} يومًا السابقة للمقارنة بها',
    growthLoading: 'جارٍ حساب النمو',
    growthError: 'تعذّر حساب النمو',
  },
  stars: {
    title: 'توزيع التقييمات',
    rating: 'التقييم',
    share: 'النسبة',
    count: 'العدد',
    labels: { 5: '٥ نجوم', 4: '٤ نجوم', 3: '٣ نجوم', 2: 'نجمتان', 1: 'نجمة واحدة' },
  },
  sentiment: {
    title: 'المشاعر في المراجعات',
    chart: 'إيجابية: {{positive}}، محايدة: {{neutral}}، سلبية: {{negative}}',
    total: 'المراجعات',
    Positive: 'إيجابية',
    Neutral: 'محايدة',
    Negative: 'سلبية',
    share: '{{count}} ({{percent}})',
  },
  links: {
    title: 'روابط سريعة',
  },
  empty: {
    title: 'لا توجد مراجعات بعد',
    message: 'ستظهر هنا أرقام نشاطك فور وصول أول مراجعة من Google.',
    statusLabel: 'حالة الربط مع Google',
    googleConnected: 'نشاطك مربوط بحساب Google Business Profile.',
    googleConnectedAs: 'نشاطك مربوط بحساب Google Business Profile ‏({{email}}).',
    googleNotConnected: 'نشاطك غير مربوط بحساب Google Business Profile بعد، فلا تصل مراجعاته إلى هنا.',
    googleNeedsReconnect:
      'سحبت Google صلاحية الوصول إلى حسابك، فتوقفت مزامنة المراجعات حتى يعيد مدير النشاط الربط.',
    googleUnknown: 'تعذّر التحقق من ربط Google الآن.',
    syncNone: 'لم تجرِ أي مزامنة للمراجعات بعد.',
    syncRunning: 'تجري مزامنة المراجعات الآن: {{progress}}',
    syncCompleted: 'اكتملت آخر مزامنة في {{date}}، ولم تكن هناك مراجعات لمواقعك المختارة.',
    syncFailed: 'تعثّرت آخر مزامنة في {{date}}: {{reason}}',
    syncUnknown: 'تعذّر جلب حالة المزامنة الآن.',
    openReviews: 'تابع المزامنة في صفحة المراجعات',
  },
};

const en: typeof ar = {
  loading: 'Loading your review summary',
  loadError: 'Could not load the review summary',
  noValue: '—',
  cards: {
    label: 'Reviews at a glance',
    total: 'Total reviews',
    totalNote: 'Response rate: {{percent}}',
    average: 'Average rating',
    averageNote: 'Out of {{max}} stars',
    averageStars: 'Rated {{value}} out of {{max}}',
    positive: 'Positive reviews',
    positiveNote: '{{percent}} of all reviews',
    growth: 'Growth rate',
    growthPeriod: 'Last {{days}} days vs the {{days}} before',
    growthCounts: 'Reviews: {{current}} vs {{previous}}',
    growthNoEarlier: 'No reviews in the {{days}} days before to compare with',
    growthLoading: 'Working out the growth',
    growthError: 'Could not work out the growth',
  },
  stars: {
    title: 'Rating distribution',
    rating: 'Rating',
    share: 'Share',
    count: 'Reviews',
    labels: { 5: '5 stars', 4: '4 stars', 3: '3 stars', 2: '2 stars', 1: '1 star' },
  },
  sentiment: {
    title: 'Sentiment of reviews',
    chart: 'Positive: {{positive}}, neutral: {{neutral}}, negative: {{negative}}',
    total: 'reviews',
    Positive: 'Positive',
    Neutral: 'Neutral',
    Negative: 'Negative',
    share: '{{count}} ({{percent}})',
  },
  links: {
    title: 'Quick links',
  },
  empty: {
    title: 'No reviews yet',
    message: 'Your figures will appear here as soon as the first review arrives from Google.',
    statusLabel: 'Google connection',
    googleConnected: 'Your business is connected to a Google Business Profile.',
    googleConnectedAs: 'Your business is connected to a Google Business Profile ({{email}}).',
    googleNotConnected:
      'Your business is not connected to a Google Business Profile yet, so no reviews can arrive.',
    googleNeedsReconnect:
      'Google withdrew access to your profile, so reviews stopped syncing until an admin connects it again.',
    googleUnknown: 'The Google connection could not be checked just now.',
    syncNone: 'No review sync has run yet.',
    syncRunning: 'Reviews are syncing now: {{progress}}',
    syncCompleted: 'The last sync finished on {{date}} and found no reviews for your chosen locations.',
    syncFailed: 'The last sync, on {{date}}, failed: {{reason}}',
    syncUnknown: 'The sync status could not be read just now.',
    openReviews: 'Follow the sync on the reviews page',
  },
};

export const overviewTexts = { ar, en };
