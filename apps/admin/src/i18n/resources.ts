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
