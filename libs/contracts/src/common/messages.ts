// The message catalogue shared by forms (through libs/i18n) and the server (through Accept-Language).
// Schemas carry a message *code*; each side turns the code into text in the reader's language.
import { billingMessages } from '../billing/messages';
import { systemMessages } from '../platform/system-messages';
import { googleMessages } from '../google/messages';
import { publicMessages } from '../contacts/public-messages';
import { platformSettingsMessages } from '../platform/settings-messages';
import { notificationMessages } from '../notifications/messages';
import { reportMessages } from '../reports/messages';
import { assignmentMessages } from '../reviews/assignment-messages';
import { reviewMessages } from '../reviews/messages';
import { replyMessages } from '../reviews/reply-messages';
import { templateMessages } from '../reviews/template-messages';
import { replyVoiceMessages } from '../reviews/reply-voice-messages';
import { teamMessages } from '../team/messages';
import { twoFactorMessages } from '../auth/two-factor-messages';
import { leavingMessages } from '../privacy/messages';
import { reviewRequestMessages } from '../review-requests/messages';
import { replyRuleMessages } from '../reply-rules/messages';
import { googleSignInMessages } from '../auth/google-sign-in-messages';
import type { Language } from './language';

export const messages = {
  en: {
    fullNameRequired: 'Full name is required',
    businessNameRequired: 'Company name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    phoneRequired: 'Phone is required',
    phoneInvalid: 'The phone number must consist of 10 and start with 05',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least {{min}} characters',
    passwordMismatch: 'Passwords do not match',
    termsRequired: 'You must agree to the terms and conditions',
    activityRequired: 'Activity type is required',
    customActivityRequired: 'Please describe your activity',
    otpRequired: 'The verification code is required',
    otpInvalid: 'The verification code must be 6 digits',
    codeRequired: 'The reset code is required',
    refreshTokenRequired: 'The refresh token is required',
    fieldRequired: 'This field is required',
    fieldTooLong: 'This field is too long',
    invalidValue: 'This value is not valid',
    invalidCharacters: 'This value contains characters that are not allowed',
    // Outcomes and failures
    validationFailed: 'Please correct the highlighted fields',
    emailTaken: 'An account with this email already exists',
    invalidCredentials: 'The email or password is incorrect',
    accountDisabled: 'This account has been disabled',
    notAuthenticated: 'User is not authenticated. JWT token missing.',
    tokenInvalid: 'Your session is invalid or has expired. Please sign in again.',
    refreshInvalid: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have permission to perform this action',
    businessForbidden: 'You are not a member of this business',
    notFound: 'The requested resource was not found',
    tooManyRequests: 'Too many attempts. Please try again in a little while.',
    payloadTooLarge: 'Image size must be 5MB or less.',
    unsupportedMediaType: 'Please upload a valid image file (PNG, JPEG or WebP).',
    invalidImage: 'Please upload a valid image file (PNG, JPEG or WebP).',
    serverError: 'Something went wrong on our side. Please try again.',
    registered: 'Your account has been created. Check your email for the verification code.',
    otpSent: 'A verification code has been sent to your email',
    otpWrong: 'Verification failed or link expired.',
    otpLocked: 'Too many wrong codes. Request a new code.',
    emailConfirmed: 'Your email has been confirmed',
    emailNotConfirmed: 'Confirm your email address first: enter the code we sent you.',
    emailAlreadyConfirmed: 'This email is already confirmed',
    signedIn: 'Signed in successfully',
    tokenRefreshed: 'Session refreshed',
    resetEmailSent: 'If an account exists for this email, we have sent a link to reset the password.',
    resetInvalid: 'This reset link is invalid or has expired.',
    passwordReset: 'Your password has been changed. You can sign in now.',
    signedOut: 'You have been signed out',
    malformedRequest: 'The request could not be read. Check its format and try again.',
    requestTooLarge: 'The request is too large.',
    contentTypeUnsupported: 'This content type is not supported.',
    serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
    ok: 'OK',
    ...publicMessages.en,
    ...googleMessages.en,
    ...teamMessages.en,
    ...reviewMessages.en,
    ...replyMessages.en,
    ...assignmentMessages.en,
    ...templateMessages.en,
    ...replyVoiceMessages.en,
    ...notificationMessages.en,
    ...reportMessages.en,
    ...billingMessages.en,
    ...platformSettingsMessages.en,
    ...twoFactorMessages.en,
    ...googleSignInMessages.en,
    ...systemMessages.en,
    ...leavingMessages.en,
    ...reviewRequestMessages.en,
    ...replyRuleMessages.en,
  },
  ar: {
    fullNameRequired: 'الاسم الكامل مطلوب',
    businessNameRequired: 'اسم النشاط التجاري مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'البريد الإلكتروني غير صالح',
    phoneRequired: 'رقم الجوال مطلوب',
    phoneInvalid: 'يجب أن يتكون رقم الجوال من 10 أرقام ويبدأ بـ 05',
    passwordRequired: 'كلمة المرور مطلوبة',
    passwordTooShort: 'يجب ألا تقل كلمة المرور عن {{min}} أحرف',
    passwordMismatch: 'كلمتا المرور غير متطابقتين',
    termsRequired: 'يجب الموافقة على الشروط والأحكام',
    activityRequired: 'نوع النشاط مطلوب',
    customActivityRequired: 'يرجى وصف نوع نشاطك',
    otpRequired: 'رمز التحقق مطلوب',
    otpInvalid: 'رمز التحقق يتكون من 6 أرقام',
    codeRequired: 'رمز إعادة التعيين مطلوب',
    refreshTokenRequired: 'رمز التحديث مطلوب',
    fieldRequired: 'هذا الحقل مطلوب',
    fieldTooLong: 'هذا الحقل أطول من المسموح',
    invalidValue: 'هذه القيمة غير صالحة',
    invalidCharacters: 'تحتوي هذه القيمة على أحرف غير مسموح بها',
    validationFailed: 'يرجى تصحيح الحقول المشار إليها',
    emailTaken: 'يوجد حساب مسجل بهذا البريد الإلكتروني',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    accountDisabled: 'تم إيقاف هذا الحساب',
    notAuthenticated: 'المستخدم غير مسجل الدخول. رمز الدخول مفقود.',
    tokenInvalid: 'جلستك غير صالحة أو منتهية. يرجى تسجيل الدخول مرة أخرى.',
    refreshInvalid: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'ليس لديك الصلاحية لتنفيذ هذا الإجراء',
    businessForbidden: 'لست عضواً في هذا النشاط التجاري',
    notFound: 'لم يتم العثور على المطلوب',
    tooManyRequests: 'محاولات كثيرة. يرجى المحاولة بعد قليل.',
    payloadTooLarge: 'يجب ألا يتجاوز حجم الصورة 5 ميجابايت.',
    unsupportedMediaType: 'يرجى رفع صورة صالحة (PNG أو JPEG أو WebP).',
    invalidImage: 'يرجى رفع صورة صالحة (PNG أو JPEG أو WebP).',
    serverError: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    registered: 'تم إنشاء حسابك. تحقق من بريدك الإلكتروني للحصول على رمز التحقق.',
    otpSent: 'تم إرسال رمز التحقق إلى بريدك الإلكتروني',
    otpWrong: 'فشل التحقق أو انتهت صلاحية الرابط.',
    otpLocked: 'عدد كبير من الرموز الخاطئة. اطلب رمزاً جديداً.',
    emailConfirmed: 'تم تأكيد بريدك الإلكتروني',
    emailNotConfirmed: 'أكّد بريدك الإلكتروني أولاً: أدخل الرمز الذي أرسلناه إليك.',
    emailAlreadyConfirmed: 'هذا البريد الإلكتروني مؤكد مسبقاً',
    signedIn: 'تم تسجيل الدخول بنجاح',
    tokenRefreshed: 'تم تحديث الجلسة',
    resetEmailSent: 'إذا كان هناك حساب بهذا البريد، فقد أرسلنا إليه رابطاً لإعادة تعيين كلمة المرور.',
    resetInvalid: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.',
    passwordReset: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.',
    signedOut: 'تم تسجيل الخروج',
    malformedRequest: 'تعذرت قراءة الطلب. تحقق من صيغته وحاول مرة أخرى.',
    requestTooLarge: 'حجم الطلب أكبر من المسموح.',
    contentTypeUnsupported: 'نوع المحتوى هذا غير مدعوم.',
    serviceUnavailable: 'الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل.',
    ok: 'تم',
    ...publicMessages.ar,
    ...googleMessages.ar,
    ...teamMessages.ar,
    ...reviewMessages.ar,
    ...replyMessages.ar,
    ...assignmentMessages.ar,
    ...templateMessages.ar,
    ...replyVoiceMessages.ar,
    ...notificationMessages.ar,
    ...reportMessages.ar,
    ...billingMessages.ar,
    ...platformSettingsMessages.ar,
    ...twoFactorMessages.ar,
    ...googleSignInMessages.ar,
    ...systemMessages.ar,
    ...leavingMessages.ar,
    ...reviewRequestMessages.ar,
    ...replyRuleMessages.ar,
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MessageCode = keyof (typeof messages)['en'];

export function isMessageCode(value: string): value is MessageCode {
  return value in messages.en;
}

/** Text of a code in a language, with `{{name}}` placeholders filled in. Unknown codes are returned as given. */
export function translateMessage(
  code: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const template: string = isMessageCode(code) ? messages[language][code] : code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}
