// Message codes of notifications, merged into common/messages.ts.
const en = {
  notificationsAllRead: 'All notifications are marked as read',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Change your e-mail settings in Sumaa instead.',
} as const;

const ar: Record<keyof typeof en, string> = {
  notificationsAllRead: 'تم تعليم كل الإشعارات كمقروءة',
  unsubscribeLinkInvalid: 'رابط إلغاء الاشتراك هذا غير صالح. غيّر إعدادات البريد من داخل سمعة.',
};

export const notificationMessages = { en, ar } as const;
