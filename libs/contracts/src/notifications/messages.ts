// Message codes of notifications, merged into common/messages.ts.
const en = {
  notificationsAllRead: 'All notifications are marked as read',
} as const;

const ar: Record<keyof typeof en, string> = {
  notificationsAllRead: 'تم تعليم كل الإشعارات كمقروءة',
};

export const notificationMessages = { en, ar } as const;
