// Texts of /admin/security (the super admin's two-factor sign-in), namespace `admin.accountSecurity`.
// Arabic is written first; English mirrors it.
const ar = {
  title: 'أمان الحساب',
  description: 'التحقق بخطوتين لحساب مدير المنصة: رمز من تطبيق المصادقة مع كلمة المرور عند كل تسجيل دخول.',
  loading: 'جارٍ التحميل',
  loadError: 'تعذّر جلب حالة التحقق بخطوتين',
  retry: 'إعادة المحاولة',
  on: 'التحقق بخطوتين مفعّل',
  off: 'التحقق بخطوتين غير مفعّل',
  required: 'التحقق بخطوتين إلزامي لحساب مدير المنصة، ولا يمكن إيقافه.',
  recoveryLeft: 'رموز الاسترداد المتبقية: {{count, number}}',
  turnOn: 'تفعيل التحقق بخطوتين',
  scan: 'امسح رمز QR بتطبيق المصادقة (مثل Google Authenticator أو Microsoft Authenticator)، أو أدخل المفتاح يدويًا:',
  qrAlt: 'رمز QR لإضافة حساب سمعة إلى تطبيق المصادقة',
  secret: 'المفتاح',
  code: 'رمز التحقق',
  confirm: 'تأكيد وتفعيل',
  cancel: 'إلغاء',
  codesTitle: 'رموز الاسترداد',
  codesHint: 'احفظ هذه الرموز في مكان آمن. لن تظهر مرة أخرى، ويعمل كل رمز مرة واحدة إن فقدت جهازك.',
  codesSaved: 'حفظتُ الرموز',
  codeRequired: 'أدخل الرمز',
};

const en: typeof ar = {
  title: 'Account security',
  description:
    'Two-factor sign-in for the platform admin: a code from an authenticator app with the password at every sign-in.',
  loading: 'Loading',
  loadError: 'The two-factor sign-in status could not be loaded',
  retry: 'Try again',
  on: 'Two-factor sign-in is on',
  off: 'Two-factor sign-in is off',
  required: 'Two-factor sign-in is required for the platform admin and cannot be turned off.',
  recoveryLeft: 'Recovery codes left: {{count, number}}',
  turnOn: 'Turn on two-factor sign-in',
  scan: 'Scan the QR code with your authenticator app (such as Google Authenticator or Microsoft Authenticator), or type the key:',
  qrAlt: 'QR code that adds the Sumaa account to an authenticator app',
  secret: 'Key',
  code: 'Verification code',
  confirm: 'Confirm and turn on',
  cancel: 'Cancel',
  codesTitle: 'Recovery codes',
  codesHint:
    'Keep these codes somewhere safe. They are not shown again, and each works once if you lose your device.',
  codesSaved: 'I have saved them',
  codeRequired: 'Enter the code',
};

export const accountSecurityTexts = { ar, en };
