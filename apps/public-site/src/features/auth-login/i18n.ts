// Texts of the login's enrolment step and its Google button (namespace `public-site.authLogin`); the password
// form and the code step keep theirs in the app's `public-site` namespace.
// The Google button does not start with the password form's "Sign in" / "دخول", so that neither name contains the other.
const ar = {
  enrolment: {
    title: 'فعّل التحقق بخطوتين لإكمال الدخول',
    loading: 'جارٍ تجهيز مفتاح التحقق...',
    scan: 'امسح رمز QR بتطبيق المصادقة (مثل Google Authenticator أو Microsoft Authenticator)، أو أدخل المفتاح يدويًا.',
    qrAlt: 'رمز QR لإضافة سمعة إلى تطبيق المصادقة',
    key: 'المفتاح',
    codeLabel: 'الرمز من التطبيق',
    codeHint: 'أدخل الرمز المكوّن من 6 أرقام الذي يظهر في التطبيق الآن.',
    confirm: 'تأكيد والمتابعة',
    codesTitle: 'رموز الاسترداد',
    codesHint: 'احفظ هذه الرموز في مكان آمن. إن فقدت هاتفك فكل رمز منها يُدخلك مرة واحدة. لن تظهر مرة أخرى.',
    download: 'تنزيل الرموز في ملف',
    codesFileName: 'رموز-استرداد-سمعة.txt',
    saved: 'حفظتُ الرموز، تابع',
    back: 'العودة إلى تسجيل الدخول',
  },
  google: {
    or: 'أو',
    button: 'المتابعة باستخدام Google',
    popupLoading: 'جارٍ فتح Google...',
    waiting: 'أكمل الدخول في نافذة Google.',
    showPopup: 'إظهار النافذة',
    blocked: 'منع المتصفح فتح نافذة Google. اسمح بالنوافذ المنبثقة لهذا الموقع ثم حاول مرة أخرى.',
    closed: 'أُغلقت نافذة Google قبل إكمال الدخول.',
  },
};

const en: typeof ar = {
  enrolment: {
    title: 'Turn on two-factor sign-in to finish signing in',
    loading: 'Preparing your key...',
    scan: 'Scan the QR code with your authenticator app (such as Google Authenticator or Microsoft Authenticator), or type the key in by hand.',
    qrAlt: 'QR code to add Sumaa to your authenticator app',
    key: 'Key',
    codeLabel: 'Code from the app',
    codeHint: 'Enter the 6-digit code the app shows now.',
    confirm: 'Confirm and continue',
    codesTitle: 'Recovery codes',
    codesHint:
      'Save these codes somewhere safe. If you lose your phone, each one signs you in once. They will not be shown again.',
    download: 'Download the codes as a file',
    codesFileName: 'sumaa-recovery-codes.txt',
    saved: 'I have saved them, continue',
    back: 'Back to sign in',
  },
  google: {
    or: 'or',
    button: 'Continue with Google',
    popupLoading: 'Opening Google...',
    waiting: 'Finish signing in in the Google window.',
    showPopup: 'Show the window',
    blocked: 'The browser blocked the Google window. Allow pop-ups for this site and try again.',
    closed: 'The Google window was closed before you finished signing in.',
  },
};

export const authLoginTexts = { ar, en };
