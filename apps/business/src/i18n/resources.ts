// The business dashboard's namespace (`business`). Arabic is written first; English mirrors it.
// Shared words (log out, language, menu, not-allowed, role names) come from the `common` namespace.
const ar = {
  brandTagline: 'لوحة تحكم النشاط التجاري',
  search: {
    label: 'البحث في المراجعات',
    placeholder: 'ابحث في المراجعات...',
  },
  notifications: {
    hint: 'ستظهر هنا التنبيهات المتعلقة بنشاطك عند وصولها.',
  },
  /** Names the corner where every page's confirmations and failures appear (one for the whole area). */
  toasts: 'رسائل الحالة',
  pages: {
    overview: { title: 'نظرة عامة', summary: 'ملخص مراجعاتك وتقييماتك في مكان واحد.' },
    reviews: { title: 'المراجعات', summary: 'مراجعات Google لمواقعك، والرد عليها وتوزيعها على فريقك.' },
    analytics: {
      title: 'التحليلات',
      summary: 'اتجاهات التقييم والمشاعر والكلمات الأكثر تكرارًا في مراجعاتك.',
    },
    team: { title: 'الفريق', summary: 'أعضاء فريقك وأدوارهم وصلاحياتهم.' },
    subscription: { title: 'الاشتراك', summary: 'باقتك الحالية وفترة الفوترة والاستخدام.' },
    settings: { title: 'الإعدادات', summary: 'ملف نشاطك التجاري والإشعارات والخصوصية والتفضيلات والردود.' },
  },
  overview: { greeting: 'أهلًا بك، <name>{{name}}</name>' },
  notAllowed: { backToOverview: 'العودة إلى النظرة العامة' },
  /** The user menu's way into the guided tour (the tour's own texts load with it). */
  tour: { start: 'ابدأ الجولة', resume: 'استأنف الجولة' },
  /**
   * What the frame shows of leaving on every page (the sidebar's account link, the deletion banner): here, not in
   * leaving's own texts, so the frame never waits for a page's texts to load.
   */
  leaving: {
    accountLink: 'حسابي',
    deletionScheduled: 'سيُحذف هذا النشاط التجاري وكل بياناته في {{date}}.',
    ownerCanCancel: 'يستطيع المالك إلغاء الحذف.',
    cancelDeletion: 'إلغاء الحذف',
  },
};

const en: typeof ar = {
  brandTagline: 'Business dashboard',
  search: {
    label: 'Search reviews',
    placeholder: 'Search reviews...',
  },
  notifications: {
    hint: 'Alerts about your business will appear here as they arrive.',
  },
  toasts: 'Status messages',
  pages: {
    overview: { title: 'Overview', summary: 'Your reviews and ratings at a glance.' },
    reviews: {
      title: 'Reviews',
      summary: 'Google reviews of your locations, with replies and assignment to your team.',
    },
    analytics: {
      title: 'Analytics',
      summary: 'Rating trends, sentiment and the words your reviewers use most.',
    },
    team: { title: 'Team', summary: 'Your team members, their roles and permissions.' },
    subscription: { title: 'Subscription', summary: 'Your current plan, billing period and usage.' },
    settings: {
      title: 'Settings',
      summary: 'Your business profile, notifications, privacy, preferences and replies.',
    },
  },
  overview: { greeting: 'Welcome, <name>{{name}}</name>' },
  notAllowed: { backToOverview: 'Back to the overview' },
  tour: { start: 'Take the tour', resume: 'Resume the tour' },
  leaving: {
    accountLink: 'My account',
    deletionScheduled: 'This business and all of its data will be deleted on {{date}}.',
    ownerCanCancel: 'The owner can cancel the deletion.',
    cancelDeletion: 'Cancel the deletion',
  },
};

export const businessResources = { ar, en };
