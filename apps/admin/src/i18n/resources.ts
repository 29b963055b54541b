// The admin console's namespace (`admin`). Arabic is written first; English mirrors it.
// Shared words (log out, language, menu, platform admin, system running normally) come from `common`.
const ar = {
  brandTagline: 'لوحة إدارة المنصة',
  toasts: 'رسائل الحالة',
  search: {
    label: 'البحث في المشتركين',
    placeholder: 'ابحث بالاسم أو البريد الإلكتروني...',
  },
  notifications: {
    hint: 'ستظهر هنا تنبيهات المنصة عند وصولها.',
  },
  status: {
    checking: 'جارٍ التحقق من حالة النظام...',
    down: 'الخدمة لا تستجيب حاليًا',
  },
  /** The header's bell: the overview's alerts and the system checks that fail (features/alerts-bell). */
  alertsBell: {
    title: 'تنبيهات المنصة',
    labelWithCount: 'تنبيهات المنصة: {{count}}',
    empty: 'لا توجد تنبيهات الآن',
    emptyHint:
      'تظهر هنا المدفوعات الفاشلة والمزامنات الفاشلة وفحوص النظام المتعثرة ورسائل التواصل التي تجاوزت مهلة الرد.',
    loading: 'جارٍ تحميل التنبيهات',
    loadFailed: 'تعذّر تحميل التنبيهات',
    retry: 'إعادة المحاولة',
    openOverview: 'كل التنبيهات في النظرة العامة',
    withDetail: '{{text}} ({{detail}})',
    kinds: {
      paymentFailed: 'فشل الدفع: {{subject}}',
      pastDue: 'اشتراك متأخر السداد: {{subject}}',
      syncFailed: 'فشلت مزامنة المراجعات: {{subject}}',
      googleLost: 'انقطع الاتصال بـ Google: {{subject}}',
      slaBreached: 'رسالة تواصل تجاوزت مهلة الرد: {{subject}}',
    },
    check: 'فحص النظام متعثر: {{name}}',
    checkNames: {
      database: 'قاعدة البيانات',
      jobs: 'طابور المهام',
      mail: 'البريد الإلكتروني',
      google: 'Google',
      payments: 'مزوّد الدفع',
      remote: 'الواجهة المصغّرة {{name}}',
    },
  },
  sections: {
    overview: {
      title: 'نظرة عامة',
      summary: 'مؤشرات المنصة الرئيسية: المشتركون والإيرادات والنمو ونسبة الاحتفاظ.',
    },
    customers: { title: 'المشتركون', summary: 'الأنشطة التجارية المشتركة في المنصة، وباقاتها وحالاتها.' },
    subscriptions: {
      title: 'الاشتراكات',
      summary: 'اشتراكات الأنشطة التجارية، وفترات الفوترة وآخر الدفعات.',
    },
    plans: { title: 'الباقات', summary: 'باقات الاشتراك وأسعارها ومزاياها.' },
    system: { title: 'النظام', summary: 'صحة خدمات المنصة وسجلاتها وأعمال الصيانة.' },
    analytics: { title: 'التحليلات', summary: 'اتجاهات الإيرادات والمشتركين والاشتراكات.' },
    settings: { title: 'الإعدادات', summary: 'إعدادات المنصة العامة والبريد والأمان والفوترة.' },
    contacts: { title: 'رسائل التواصل', summary: 'الرسائل الواردة من نموذج التواصل والرد عليها.' },
  },
  /** The super admin's own two-factor sign-in (/admin/security), after the sections in the sidebar. */
  accountSecurity: 'أمان الحساب',
  preparing: {
    title: 'هذا القسم قيد الإعداد',
    message: 'نعمل على تجهيز هذا القسم، وسيظهر محتواه هنا فور جاهزيته.',
  },
};

const en: typeof ar = {
  brandTagline: 'Platform console',
  toasts: 'Status messages',
  search: {
    label: 'Search subscribers',
    placeholder: 'Search by name or e-mail...',
  },
  notifications: {
    hint: 'Platform alerts will appear here as they arrive.',
  },
  status: {
    checking: 'Checking system status...',
    down: 'The service is not responding',
  },
  alertsBell: {
    title: 'Platform alerts',
    labelWithCount: 'Platform alerts: {{count}}',
    empty: 'No alerts right now',
    emptyHint:
      'Failed payments, failed syncs, failing system checks and contact messages past their reply time appear here.',
    loading: 'Loading the alerts',
    loadFailed: 'The alerts could not be loaded',
    retry: 'Try again',
    openOverview: 'All alerts on the overview',
    withDetail: '{{text}} ({{detail}})',
    kinds: {
      paymentFailed: 'Payment failed: {{subject}}',
      pastDue: 'Subscription past due: {{subject}}',
      syncFailed: 'Review sync failed: {{subject}}',
      googleLost: 'Google connection lost: {{subject}}',
      slaBreached: 'Contact message past its reply time: {{subject}}',
    },
    check: 'System check failing: {{name}}',
    checkNames: {
      database: 'Database',
      jobs: 'Job queue',
      mail: 'E-mail',
      google: 'Google',
      payments: 'Payment provider',
      remote: 'Micro-frontend {{name}}',
    },
  },
  sections: {
    overview: {
      title: 'Overview',
      summary: 'The platform’s key figures: subscribers, revenue, growth and retention.',
    },
    customers: {
      title: 'Subscribers',
      summary: 'The businesses subscribed to the platform, their plans and status.',
    },
    subscriptions: {
      title: 'Subscriptions',
      summary: 'Businesses’ subscriptions, billing periods and latest payments.',
    },
    plans: { title: 'Plans', summary: 'Subscription plans, their prices and features.' },
    system: { title: 'System', summary: 'The health, logs and maintenance of the platform’s services.' },
    analytics: { title: 'Analytics', summary: 'Revenue, subscriber and subscription trends.' },
    settings: { title: 'Settings', summary: 'Platform settings: general, e-mail, security and billing.' },
    contacts: {
      title: 'Contact messages',
      summary: 'Messages sent through the contact form, and replies to them.',
    },
  },
  accountSecurity: 'Account security',
  preparing: {
    title: 'This section is being prepared',
    message: 'We are getting this section ready; its content will appear here as soon as it is.',
  },
};

export const adminResources = { ar, en };
