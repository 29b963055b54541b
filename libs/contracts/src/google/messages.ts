// Message codes of the google domain, merged into the shared catalogue (common/messages.ts).
// `ar` is typed by `en`'s keys, so a code missing in either language fails the typecheck.
const en = {
  // Any Google call (locations, sync): the business has no usable Google connection, or Google failed.
  googleNotConnected: 'Google Business Profile is not connected. Connect your Google account first.',
  googleUnavailable: 'Google Business Profile could not be reached. Please try again in a few minutes.',
  googleSignInNotForSuperAdmin:
    'The platform administrator signs in with email and password, not with Google.',
  // Google cannot vouch for an address outside Gmail or the account's own Google Workspace domain.
  googleSignInPasswordFirst:
    'A Sumaa account already uses this email. Sign in with your email and password (or reset your password) instead of Google.',
  // Locations and linking
  placeIdsRequired: 'Choose at least one location',
  placeIdsTooMany: 'You can link up to {{max}} locations at a time',
  placeIdsDuplicate: 'The same location was chosen more than once',
  locationNotInGoogleAccount: 'This location is not in your Google account',
  locationLinkedElsewhere: 'This location is already linked to another Sumaa account',
  locationsLinked: 'The locations have been linked',
  // Review synchronisation
  noLinkedLocations: 'Link at least one location before synchronising reviews',
  syncMaxPerLocationRange: 'The number of reviews per location must be between 1 and 1000',
  syncQueued: 'Review synchronisation has started',
  syncAlreadyRunning: 'A review synchronisation is already in progress',
  syncLocationsMissing:
    'The linked locations were not found in the connected Google account. Connect the Google account that manages them.',
  googleNoBusinessProfile: 'No Business Profile was found in the connected Google account.',
  syncFailed: 'The synchronisation could not be completed. Please try again.',
  // Onboarding
  onboardingFinished: 'Your dashboard is ready',
  productTourSaved: 'Your place in the tour is saved',
  onboardingIncomplete: 'Finish synchronising your reviews before completing the setup',
  // Connecting Google (popup, Platforms/connect) and signing in with Google
  googleConnected: 'Your Google Business Profile is connected',
  googleDisconnected: 'Google Business Profile has been disconnected',
  googleConnectionDenied: 'Google access was not granted. Try again and allow access to continue.',
  googleScopeMissing:
    'Sumaa needs permission to manage your Business Profile. Try again and keep that permission ticked.',
  googleConnectionExpired:
    'This Google connection link has expired or was already used. Start again from Sumaa.',
  googleConnectionFailed: 'Google could not complete the connection. Please try again.',
  googleConnectForbidden: 'Only an admin of this business can connect Google',
  googleConnectionWindowDone: 'Google is connected. You can close this window and return to Sumaa.',
  googleConnectionWindowFailed:
    'The Google connection did not complete. Close this window and try again from Sumaa.',
  googleBackToSumaa: 'Back to Sumaa',
  googleTokenRejected: 'Google did not accept these tokens. Connect your Google account again.',
  platformTypeUnsupported: 'Only Google can be connected',
  accessTokenRequired: 'The access token is required',
  expiresAtInvalid: 'The expiry must be a date and time in ISO 8601 format',
  idTokenRequired: 'The Google ID token is required',
  googleIdTokenInvalid: 'Google sign-in could not be verified. Please try again.',
  googleEmailNotVerified:
    'Your Google account e-mail is not verified. Verify it with Google, then try again.',
  googleBusinessNameDefault: "{{name}}'s business",
} as const;

const ar: Record<keyof typeof en, string> = {
  googleNotConnected: 'حساب Google للأعمال غير مرتبط. اربط حسابك في Google أولاً.',
  googleUnavailable: 'تعذر الوصول إلى ملف Google للأعمال. يرجى المحاولة بعد بضع دقائق.',
  googleSignInNotForSuperAdmin: 'يسجّل مدير المنصة دخوله بالبريد الإلكتروني وكلمة المرور، وليس عبر Google.',
  googleSignInPasswordFirst:
    'يوجد حساب في سمعة بهذا البريد الإلكتروني. سجّل الدخول بالبريد الإلكتروني وكلمة المرور (أو أعد تعيين كلمة المرور) بدلًا من Google.',
  placeIdsRequired: 'اختر موقعاً واحداً على الأقل',
  placeIdsTooMany: 'يمكنك ربط {{max}} موقعاً كحد أقصى في المرة الواحدة',
  placeIdsDuplicate: 'تم اختيار الموقع نفسه أكثر من مرة',
  locationNotInGoogleAccount: 'هذا الموقع غير موجود في حسابك على Google',
  locationLinkedElsewhere: 'هذا الموقع مرتبط بحساب آخر في سمعة',
  locationsLinked: 'تم ربط المواقع',
  noLinkedLocations: 'اربط موقعاً واحداً على الأقل قبل مزامنة التقييمات',
  syncMaxPerLocationRange: 'يجب أن يكون عدد التقييمات لكل موقع بين 1 و1000',
  syncQueued: 'بدأت مزامنة التقييمات',
  syncAlreadyRunning: 'هناك مزامنة للتقييمات قيد التنفيذ حالياً',
  syncLocationsMissing:
    'لم نجد المواقع المرتبطة في حساب Google المتصل. اربط حساب Google الذي يدير هذه المواقع.',
  googleNoBusinessProfile: 'لم نجد ملفاً تجارياً على Google في الحساب المتصل.',
  syncFailed: 'تعذر إكمال المزامنة. يرجى المحاولة مرة أخرى.',
  onboardingFinished: 'لوحة التحكم جاهزة',
  productTourSaved: 'حُفظ موضعك في الجولة',
  onboardingIncomplete: 'أكمل مزامنة تقييماتك قبل إنهاء الإعداد',
  googleConnected: 'تم ربط ملفك التجاري على Google',
  googleDisconnected: 'تم إلغاء ربط ملفك التجاري على Google',
  googleConnectionDenied: 'لم يتم منح الإذن من Google. حاول مرة أخرى واسمح بالوصول للمتابعة.',
  googleScopeMissing: 'تحتاج سمعة إلى إذن إدارة ملفك التجاري. حاول مرة أخرى وأبقِ هذا الإذن محدداً.',
  googleConnectionExpired: 'انتهت صلاحية رابط الربط مع Google أو سبق استخدامه. ابدأ من جديد من سمعة.',
  googleConnectionFailed: 'تعذر على Google إكمال الربط. يرجى المحاولة مرة أخرى.',
  googleConnectForbidden: 'ربط Google متاح لمسؤولي هذا النشاط التجاري فقط',
  googleConnectionWindowDone: 'تم ربط Google. يمكنك إغلاق هذه النافذة والعودة إلى سمعة.',
  googleConnectionWindowFailed: 'لم يكتمل الربط مع Google. أغلق هذه النافذة وحاول مرة أخرى من سمعة.',
  googleBackToSumaa: 'العودة إلى سمعة',
  googleTokenRejected: 'لم يقبل Google هذه الرموز. اربط حسابك في Google مرة أخرى.',
  platformTypeUnsupported: 'يمكن ربط Google فقط',
  accessTokenRequired: 'رمز الوصول مطلوب',
  expiresAtInvalid: 'يجب أن يكون تاريخ الانتهاء تاريخاً ووقتاً بصيغة ISO 8601',
  idTokenRequired: 'رمز التعريف من Google مطلوب',
  googleIdTokenInvalid: 'تعذر التحقق من تسجيل الدخول عبر Google. يرجى المحاولة مرة أخرى.',
  googleEmailNotVerified: 'البريد الإلكتروني لحسابك في Google غير مؤكد. أكّده لدى Google ثم حاول مرة أخرى.',
  googleBusinessNameDefault: 'نشاط {{name}} التجاري',
};

export const googleMessages = { en, ar };
