// Texts of /admin/customers (the spec's subscribers), namespace `admin.subscribers`. Arabic first; English
// mirrors it. The title is the console's (`admin:sections.customers`).
const ar = {
  description: 'الأنشطة التجارية المشتركة في المنصة: باقاتها وحالاتها وأرقامها الفعلية.',
  cards: {
    label: 'ملخص المشتركين',
    total: 'إجمالي المشتركين',
    active: 'المشتركون النشطون',
    activeNote: 'في فترة تجريبية: {{count, number}}',
    revenue: 'إجمالي الإيرادات',
    revenueNote: 'من الفواتير المدفوعة، دون ضريبة القيمة المضافة',
    monthly: 'الإيراد الشهري',
    monthlyNote: 'من الاشتراكات النشطة',
  },
  search: {
    label: 'البحث في المشتركين',
    placeholder: 'ابحث بالاسم أو البريد الإلكتروني...',
  },
  statuses: { active: 'نشط', trial: 'فترة تجريبية', expired: 'منتهي', inactive: 'غير نشط' },
  sorts: {
    recent: 'الأحدث انضماماً',
    name: 'الاسم',
    revenue: 'الإيرادات',
    reviews: 'عدد التقييمات',
    rating: 'التقييم',
  },
  table: {
    caption: 'المشتركون',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    city: 'المدينة',
    plan: 'الباقة',
    status: 'الحالة',
    reviews: 'التقييمات',
    rating: 'التقييم',
    revenue: 'الإيرادات',
    monthlyRevenue: 'الإيراد الشهري',
    lastLogin: 'آخر دخول',
  },
  list: {
    loading: 'جارٍ تحميل المشتركين',
    loadError: 'تعذّر تحميل المشتركين',
    emptyTitle: 'لا يوجد مشتركون بعد',
    emptyMessage: 'يظهر هنا كل نشاط تجاري يسجّل في المنصة، بدءاً من فترته التجريبية.',
    noMatchTitle: 'لا يوجد مشتركون مطابقون',
    noMatchMessage: 'جرّب كلمات بحث أخرى أو امسح عوامل التصفية.',
  },
};

const en: typeof ar = {
  description: 'The businesses subscribed to the platform: their plans, status and real figures.',
  cards: {
    label: 'Subscribers summary',
    total: 'Total subscribers',
    active: 'Active subscribers',
    activeNote: 'On trial: {{count, number}}',
    revenue: 'Total revenue',
    revenueNote: 'From paid invoices, VAT excluded',
    monthly: 'Monthly revenue',
    monthlyNote: 'From active subscriptions',
  },
  search: {
    label: 'Search subscribers',
    placeholder: 'Search by name or e-mail...',
  },
  statuses: { active: 'Active', trial: 'Trial', expired: 'Expired', inactive: 'Inactive' },
  sorts: {
    recent: 'Recently joined',
    name: 'Name',
    revenue: 'Revenue',
    reviews: 'Reviews count',
    rating: 'Rating',
  },
  table: {
    caption: 'Subscribers',
    name: 'Name',
    email: 'E-mail',
    city: 'City',
    plan: 'Plan',
    status: 'Status',
    reviews: 'Reviews',
    rating: 'Rating',
    revenue: 'Revenue',
    monthlyRevenue: 'Monthly revenue',
    lastLogin: 'Last sign-in',
  },
  list: {
    loading: 'Loading subscribers',
    loadError: 'Could not load the subscribers',
    emptyTitle: 'No subscribers yet',
    emptyMessage: 'Every business that signs up appears here, from its free trial on.',
    noMatchTitle: 'No subscribers match',
    noMatchMessage: 'Try other search words or clear the filters.',
  },
};

export const subscribersTexts = { ar, en };
