// Texts of the Google sign-in popup's own page (merged into common/messages.ts).
const en = {
  googleSignInDenied: 'Google sign-in was cancelled. Close this window and try again if you want to.',
  googleSignInExpired: 'This Google sign-in has expired. Close this window and start again from Sumaa.',
  googleSignInFailed: 'Google could not complete the sign-in. Close this window and try again.',
  googleSignInWindowDone: 'Signed in with Google. You can close this window and return to Sumaa.',
};

const ar: typeof en = {
  googleSignInDenied: 'أُلغي الدخول عبر Google. أغلق هذه النافذة وحاول مرة أخرى إن أردت.',
  googleSignInExpired: 'انتهت صلاحية الدخول عبر Google. أغلق هذه النافذة وابدأ من جديد من سمعة.',
  googleSignInFailed: 'تعذر على Google إكمال الدخول. أغلق هذه النافذة وحاول مرة أخرى.',
  googleSignInWindowDone: 'تم الدخول عبر Google. يمكنك إغلاق هذه النافذة والعودة إلى سمعة.',
};

export const googleSignInMessages = { en, ar };
