// Texts of leaving (namespace `business.leaving`): the settings' "Your data" section and
// "delete my account". Arabic first; English mirrors it. Server messages come from the contracts' catalogue.
const ar = {
  section: {
    title: 'بياناتك',
    description: 'صدّر بيانات نشاطك التجاري، أو احذفه نهائياً. يملك هذه الخيارات مالك النشاط التجاري وحده.',
    ownerOnly: 'يستطيع مالك النشاط التجاري وحده تصدير البيانات أو حذف النشاط.',
    loadFailed: 'تعذر تحميل حالة بياناتك.',
    reload: 'إعادة تحميل القسم',
  },
  export: {
    title: 'تصدير البيانات',
    description:
      'ملف ZIP يضم التقييمات والردود والفريق والفواتير والفروع والإعدادات والقوالب والمنافسين وعملاء طلبات التقييم وطلباتهم، بصيغ CSV و JSON.',
    button: 'تنزيل بياناتي',
    preparing: 'جارٍ تجهيز الملف...',
    failed: 'تعذر تصدير البيانات. حاول مرة أخرى.',
  },
  deletion: {
    title: 'حذف النشاط التجاري',
    description:
      'يُحذف النشاط التجاري وكل بياناته بعد {{days}} يوماً من الطلب، ويمكنك إلغاء الحذف خلال هذه المدة. نحتفظ فقط بالفواتير الضريبية المدفوعة للمدة التي يفرضها النظام.',
    button: 'حذف النشاط التجاري',
    scheduled: 'سيُحذف النشاط التجاري وكل بياناته في {{date}}.',
    cancel: 'إلغاء الحذف',
    cancelled: 'تم إلغاء حذف النشاط التجاري.',
    cancelFailed: 'تعذر إلغاء الحذف. حاول مرة أخرى.',
    requested: 'سيُحذف النشاط التجاري في {{date}}. أرسلنا إليك رسالة بذلك.',
  },
  confirm: {
    businessTitle: 'حذف النشاط التجاري نهائياً؟',
    businessMessage:
      'بعد {{days}} يوماً تُحذف التقييمات والردود والفريق والفروع والإعدادات، ويُلغى ربط Google. لا يمكن التراجع بعد ذلك.',
    accountTitle: 'حذف حسابك نهائياً؟',
    accountMessage:
      'يُحذف حسابك وبياناتك الشخصية فوراً، وتبقى الأنشطة التجارية التي أنت عضو فيها. لا يمكن التراجع عن ذلك.',
    password: 'كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    code: 'رمز تطبيق المصادقة',
    codeHint: 'الرمز المكوّن من 6 أرقام في تطبيق المصادقة',
    confirmBusiness: 'نعم، احذف النشاط التجاري',
    confirmAccount: 'نعم، احذف حسابي',
    failed: 'تعذر تنفيذ الطلب. حاول مرة أخرى.',
  },
  account: {
    title: 'حسابي',
    description: 'حسابك الشخصي في سمعة.',
    deleteTitle: 'حذف حسابي',
    deleteDescription:
      'يحذف حسابك وبياناتك الشخصية فوراً. تبقى الأنشطة التجارية التي أنت عضو فيها، وتظهر ردودك فيها دون اسمك.',
    deleteButton: 'حذف حسابي',
    ownerFirst: 'أنت مالك نشاط تجاري. احذف النشاط التجاري من الإعدادات (قسم «بياناتك») قبل حذف حسابك.',
    loadFailed: 'تعذر تحميل بيانات حسابك. حاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
};

const en: typeof ar = {
  section: {
    title: 'Your data',
    description:
      'Export your business data, or delete the business for good. Only the owner of the business can do this.',
    ownerOnly: 'Only the owner of the business can export its data or delete it.',
    loadFailed: 'The state of your data could not be loaded.',
    reload: 'Reload this section',
  },
  export: {
    title: 'Export your data',
    description:
      'A ZIP file with the reviews, replies, team, invoices, locations, settings, templates, competitors, and the review-request contacts and requests, as CSV and JSON.',
    button: 'Download my data',
    preparing: 'Preparing the file...',
    failed: 'The data could not be exported. Please try again.',
  },
  deletion: {
    title: 'Delete the business',
    description:
      'The business and all of its data are deleted {{days}} days after you ask, and you can cancel during that time. We keep only the paid tax invoices, for the period the law requires.',
    button: 'Delete the business',
    scheduled: 'The business and all of its data will be deleted on {{date}}.',
    cancel: 'Cancel the deletion',
    cancelled: 'The deletion of the business was cancelled.',
    cancelFailed: 'The deletion could not be cancelled. Please try again.',
    requested: 'The business will be deleted on {{date}}. We have sent you an e-mail about it.',
  },
  confirm: {
    businessTitle: 'Delete the business for good?',
    businessMessage:
      'After {{days}} days the reviews, replies, team, locations and settings are deleted and Google is disconnected. This cannot be undone afterwards.',
    accountTitle: 'Delete your account for good?',
    accountMessage:
      'Your account and personal data are deleted at once; the businesses you are a member of stay. This cannot be undone.',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    code: 'Authenticator app code',
    codeHint: 'The 6-digit code in your authenticator app',
    confirmBusiness: 'Yes, delete the business',
    confirmAccount: 'Yes, delete my account',
    failed: 'The request could not be completed. Please try again.',
  },
  account: {
    title: 'My account',
    description: 'Your personal Sumaa account.',
    deleteTitle: 'Delete my account',
    deleteDescription:
      'Deletes your account and personal data at once. The businesses you are a member of stay, and your replies there are shown without your name.',
    deleteButton: 'Delete my account',
    ownerFirst:
      'You own a business. Delete the business in the settings (“Your data”) before deleting your account.',
    loadFailed: 'Your account could not be loaded. Please try again.',
    retry: 'Try again',
  },
};

export const leavingTexts = { ar, en };
