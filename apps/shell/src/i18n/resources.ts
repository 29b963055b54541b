// Strings the shell itself shows (its frame around a failed area, the not-allowed page).
export const shellResources = {
  ar: {
    backHome: 'العودة إلى الصفحة الرئيسية',
    signOut: 'تسجيل الخروج',
    errorDetails: 'تفاصيل تقنية',
    startupFailed: 'تعذر تشغيل التطبيق',
    startupFailedMessage: 'تعذر تحميل إعدادات التشغيل. تحقق من اتصالك ثم أعد المحاولة.',
  },
  en: {
    backHome: 'Back to the home page',
    signOut: 'Sign out',
    errorDetails: 'Technical details',
    startupFailed: 'The application could not start',
    startupFailedMessage: 'The runtime settings could not be loaded. Check your connection and try again.',
  },
};
