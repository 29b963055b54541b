// Texts of /admin/subscriptions, namespace `admin.subscriptions`. Arabic first; English mirrors it. The title is
// the console's (`admin:sections.subscriptions`).
const ar = {
  description: 'اشتراكات الأنشطة التجارية: باقاتها ومبالغها وفتراتها الحالية وآخر دفعاتها.',
  cards: {
    label: 'ملخص الاشتراكات',
    total: 'إجمالي الاشتراكات',
    active: 'الاشتراكات النشطة',
    activeNote: 'متأخرة السداد: {{count, number}}',
    mrr: 'الإيراد الشهري المتكرر',
    mrrNote: 'الاشتراكات النشطة، والسنوية منها بقسمة ١٢',
    trials: 'في فترة تجريبية',
    trialsNote: 'ملغاة أو منتهية: {{count, number}}',
  },
  search: {
    label: 'البحث في الاشتراكات',
    placeholder: 'ابحث باسم العميل أو بريده الإلكتروني...',
  },
  statuses: { active: 'نشط', trialing: 'فترة تجريبية', past_due: 'متأخر السداد', cancelled: 'ملغى' },
  sorts: { recent: 'الأحدث', customer: 'العميل', amount: 'المبلغ', plan: 'الباقة' },
  table: {
    caption: 'الاشتراكات',
    customer: 'العميل',
    plan: 'الباقة',
    status: 'الحالة',
    amount: 'المبلغ',
    period: 'الفترة الحالية',
    lastPayment: 'آخر دفعة',
  },
  list: {
    loading: 'جارٍ تحميل الاشتراكات',
    loadError: 'تعذّر تحميل الاشتراكات',
    emptyTitle: 'لا توجد اشتراكات بعد',
    emptyMessage: 'يبدأ كل نشاط تجاري جديد اشتراكه بفترة تجريبية تظهر هنا.',
    noMatchTitle: 'لا توجد اشتراكات مطابقة',
    noMatchMessage: 'جرّب كلمات بحث أخرى أو امسح عوامل التصفية.',
  },
};

const en: typeof ar = {
  description: 'Businesses’ subscriptions: their plans, amounts, current periods and latest payments.',
  cards: {
    label: 'Subscriptions summary',
    total: 'Total subscriptions',
    active: 'Active subscriptions',
    activeNote: 'Past due: {{count, number}}',
    mrr: 'Monthly recurring revenue',
    mrrNote: 'Active subscriptions, yearly ones as a twelfth',
    trials: 'On trial',
    trialsNote: 'Cancelled or expired: {{count, number}}',
  },
  search: {
    label: 'Search subscriptions',
    placeholder: 'Search by customer name or e-mail...',
  },
  statuses: { active: 'Active', trialing: 'Trial', past_due: 'Past due', cancelled: 'Cancelled' },
  sorts: { recent: 'Most recent', customer: 'Customer', amount: 'Amount', plan: 'Plan' },
  table: {
    caption: 'Subscriptions',
    customer: 'Customer',
    plan: 'Plan',
    status: 'Status',
    amount: 'Amount',
    period: 'Current period',
    lastPayment: 'Last payment',
  },
  list: {
    loading: 'Loading subscriptions',
    loadError: 'Could not load the subscriptions',
    emptyTitle: 'No subscriptions yet',
    emptyMessage: 'Every new business starts its subscription with a free trial, shown here.',
    noMatchTitle: 'No subscriptions match',
    noMatchMessage: 'Try other search words or clear the filters.',
  },
};

export const subscriptionsTexts = { ar, en };
