// Message codes of the platform settings (issue 13), merged into common/messages.ts. Kept apart from the
// schemas so that the shell, which translates messages, does not load zod.
const en = {
  platformSettingsSaved: 'The settings were saved',
  platformSettingsOutdated:
    'Someone changed the settings since you opened them. Reload to see their changes, then save again.',
  numberTooSmall: 'Enter a number of at least {{min}}',
  numberTooLarge: 'Enter a number of at most {{max}}',
  passwordNeedsSpecialCharacter: 'The password must contain at least one special character (e.g. ! @ # -)',
  ipWhitelistInvalid: 'Enter one IP address or CIDR block per line (e.g. 203.0.113.7 or 203.0.113.0/24)',
  ipWhitelistExcludesYou:
    'This list does not include your current address ({{ip}}); saving it would lock you out',
  ipNotAllowed: 'The platform administration cannot be reached from this address',
  invoicePrefixInvalid: 'Use only Latin letters, digits, - _ and /',
  paymentMethodsRequired: 'Choose at least one payment method',
  webhookUrlInvalid: 'Enter an http or https address',
  webhookUrlPrivate:
    'This address is on a private or local network; the webhook must be reachable on the internet',
  smtpHostPrivate: 'This host is on a private or local network; use the address of an internet mail server',
  maintenanceNotice: 'Sumaa is undergoing maintenance. Please try again shortly.',
  smtpNotConfigured: 'Save an SMTP host first, then send the test',
  smtpTestSent: 'The test e-mail was sent; these SMTP settings now deliver the platform’s mail',
  smtpTestFailed: 'The test e-mail could not be sent with these settings; the current transport is kept',
  webhookNotConfigured: 'Save a webhook address first',
  webhookSecretCreated: 'A new signing secret was created. Copy it now: it is not shown again.',
  webhookTestDelivered: 'The test event was delivered',
  webhookTestFailed: 'The webhook address did not accept the test event',
} as const;

const ar: Record<keyof typeof en, string> = {
  platformSettingsSaved: 'تم حفظ الإعدادات بنجاح',
  platformSettingsOutdated: 'غيّر شخص آخر الإعدادات منذ فتحتها. أعد التحميل لترى تغييراته ثم احفظ مرة أخرى.',
  numberTooSmall: 'أدخل رقمًا لا يقل عن {{min}}',
  numberTooLarge: 'أدخل رقمًا لا يزيد على {{max}}',
  passwordNeedsSpecialCharacter: 'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل (مثل ! @ # -)',
  ipWhitelistInvalid: 'أدخل عنوان IP أو نطاق CIDR واحدًا في كل سطر (مثل 203.0.113.7 أو 203.0.113.0/24)',
  ipWhitelistExcludesYou: 'لا تتضمن القائمة عنوانك الحالي ({{ip}})؛ حفظها سيمنعك من الوصول',
  ipNotAllowed: 'لا يمكن الوصول إلى إدارة المنصة من هذا العنوان',
  invoicePrefixInvalid: 'استخدم الحروف اللاتينية والأرقام و - _ و / فقط',
  paymentMethodsRequired: 'اختر طريقة دفع واحدة على الأقل',
  webhookUrlInvalid: 'أدخل عنوانًا يبدأ بـ http أو https',
  webhookUrlPrivate: 'هذا العنوان على شبكة خاصة أو محلية؛ يجب أن يكون الويب هوك متاحًا على الإنترنت',
  smtpHostPrivate: 'هذا الخادم على شبكة خاصة أو محلية؛ استخدم عنوان خادم بريد على الإنترنت',
  maintenanceNotice: 'منصة سمعة في وضع الصيانة حاليًا. يرجى المحاولة بعد قليل.',
  smtpNotConfigured: 'احفظ خادم SMTP أولًا ثم أرسل رسالة الاختبار',
  smtpTestSent: 'أُرسلت رسالة الاختبار؛ أصبحت إعدادات SMTP هذه ترسل بريد المنصة',
  smtpTestFailed: 'تعذر إرسال رسالة الاختبار بهذه الإعدادات؛ بقيت وسيلة الإرسال الحالية',
  webhookNotConfigured: 'احفظ عنوان الويب هوك أولًا',
  webhookSecretCreated: 'أُنشئ مفتاح توقيع جديد. انسخه الآن: لن يظهر مرة أخرى.',
  webhookTestDelivered: 'وصل حدث الاختبار',
  webhookTestFailed: 'لم يقبل عنوان الويب هوك حدث الاختبار',
};

export const platformSettingsMessages = { en, ar } as const;
