// Message codes of notifications, merged into common/messages.ts.
const en = {
  notificationsAllRead: 'All notifications are marked as read',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Change your e-mail settings in Sumaa instead.',
  whatsAppNotConfigured: 'WhatsApp is not set up on this server yet, so WhatsApp alerts cannot be turned on',
  whatsAppAlertPhoneRequired: 'Enter the mobile number the WhatsApp alerts should go to',
  whatsAppAlertPhoneInvalid: 'Enter a valid mobile number, such as 05xxxxxxxx or +9715xxxxxxxx',
  whatsAppAlertsOn: 'WhatsApp alerts are on',
  whatsAppAlertsOff: 'WhatsApp alerts are off',
} as const;

const ar: Record<keyof typeof en, string> = {
  notificationsAllRead: 'تم تعليم كل الإشعارات كمقروءة',
  unsubscribeLinkInvalid: 'رابط إلغاء الاشتراك هذا غير صالح. غيّر إعدادات البريد من داخل سمعة.',
  whatsAppNotConfigured: 'واتساب غير مهيّأ على هذا الخادم بعد، لذا لا يمكن تفعيل تنبيهات واتساب',
  whatsAppAlertPhoneRequired: 'أدخل رقم الجوال الذي تصله تنبيهات واتساب',
  whatsAppAlertPhoneInvalid: 'أدخل رقم جوال صحيح، مثل 05xxxxxxxx أو ‎+9715xxxxxxxx',
  whatsAppAlertsOn: 'تنبيهات واتساب مفعّلة',
  whatsAppAlertsOff: 'تنبيهات واتساب متوقفة',
};

export const notificationMessages = { en, ar } as const;
