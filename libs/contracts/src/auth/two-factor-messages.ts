// Message codes of two-factor sign-in (issue 13), merged into common/messages.ts. Kept apart from the schemas so
// that the shell, which translates messages, does not load zod.
const en = {
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app to finish signing in',
  twoFactorEnrolmentRequired:
    'Two-factor sign-in is required for your account. Set it up to continue signing in.',
  twoFactorCodeRequired: 'The code from your authenticator app is required',
  twoFactorCodeInvalid: 'The code must be 6 digits',
  twoFactorCodeWrong: 'This code is not right, or it was already used. Wait for the next code and try again.',
  twoFactorRecoveryCodeInvalid: 'A recovery code looks like abcde-23456',
  twoFactorRecoveryCodeWrong: 'This recovery code is not right, or it was already used',
  twoFactorChallengeInvalid: 'This sign-in has expired. Please sign in again.',
  twoFactorChallengeLocked: 'Too many wrong codes. Please sign in again.',
  twoFactorEnrolmentInvalid: 'This setup link has expired. Please sign in again.',
  twoFactorAlreadyEnabled: 'Two-factor sign-in is already on',
  twoFactorNotEnabled: 'Two-factor sign-in is not on',
  twoFactorNotPending: 'Start the setup again: no setup is waiting for a code',
  twoFactorNeedsConfirmedEmail: 'Confirm your email address before turning on two-factor sign-in',
  twoFactorSetupStarted: 'Scan the code with your authenticator app, then enter the code it shows',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
};

const ar: Record<keyof typeof en, string> = {
  twoFactorRequired: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة لإكمال تسجيل الدخول',
  twoFactorEnrolmentRequired: 'التحقق بخطوتين مطلوب لحسابك. فعّله لمتابعة تسجيل الدخول.',
  twoFactorCodeRequired: 'رمز تطبيق المصادقة مطلوب',
  twoFactorCodeInvalid: 'يجب أن يتكون الرمز من 6 أرقام',
  twoFactorCodeWrong: 'هذا الرمز غير صحيح أو سبق استخدامه. انتظر الرمز التالي وحاول مرة أخرى.',
  twoFactorRecoveryCodeInvalid: 'رمز الاسترداد يكون بالشكل abcde-23456',
  twoFactorRecoveryCodeWrong: 'رمز الاسترداد غير صحيح أو سبق استخدامه',
  twoFactorChallengeInvalid: 'انتهت صلاحية محاولة تسجيل الدخول. يرجى تسجيل الدخول مرة أخرى.',
  twoFactorChallengeLocked: 'محاولات خاطئة كثيرة. يرجى تسجيل الدخول مرة أخرى.',
  twoFactorEnrolmentInvalid: 'انتهت صلاحية الإعداد. يرجى تسجيل الدخول مرة أخرى.',
  twoFactorAlreadyEnabled: 'التحقق بخطوتين مفعّل بالفعل',
  twoFactorNotEnabled: 'التحقق بخطوتين غير مفعّل',
  twoFactorNotPending: 'ابدأ الإعداد من جديد: لا يوجد إعداد بانتظار رمز',
  twoFactorNeedsConfirmedEmail: 'أكّد بريدك الإلكتروني قبل تفعيل التحقق بخطوتين',
  twoFactorSetupStarted: 'امسح الرمز بتطبيق المصادقة ثم أدخل الرمز الذي يظهر فيه',
  twoFactorEnabled: 'تم تفعيل التحقق بخطوتين. احفظ رموز الاسترداد في مكان آمن.',
};

export const twoFactorMessages = { en, ar };
