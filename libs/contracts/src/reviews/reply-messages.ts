// Message codes of replies, their publishing and their approval, merged into common/messages.ts.
// `ar` is typed by `en`'s keys, so a code missing in either language fails the typecheck.
const en = {
  replyContentRequired: 'Write a reply before sending it',
  replyContentTooLong: 'A reply can be at most 4,096 bytes long (Google’s limit)',
  returnNoteRequired: 'Say what should change before returning the reply',
  // Outcomes of the reply endpoints
  replyQueued: 'Your reply is on its way to Google',
  replyHeldForApproval: 'Your reply is waiting for a manager’s approval before it is published',
  replyDeleteQueued: 'The reply is being deleted from Google',
  replyDiscarded: 'The reply was deleted',
  replyRetryQueued: 'The reply is being published again',
  replyApprovedAndQueued: 'Approved: the reply is on its way to Google',
  replyReturnedToAuthor: 'The reply was returned to its author with your note',
  // Refusals
  replyNotFound: 'This review has no reply',
  replyNotYours: 'Only the reply’s author can change or delete it',
  replyMadeOnGoogle: 'This reply was written on Google; only an admin can replace or delete it',
  replyRetryNotAllowed: 'Only the reply’s author, a manager or an admin can publish it again',
  replyNotFailed: 'Only a reply whose publishing failed can be published again',
  replyApproversOnly: 'Only a manager or an admin can approve or return a reply',
  replyNotAwaitingApproval: 'This reply is not waiting for approval',
  // Why publishing failed (the reply's failureCode)
  replyReviewGoneAtGoogle: 'Google no longer has this review, so it can no longer be answered',
  replyGoogleNotConnected: 'Google is no longer connected to this business. Reconnect it, then try again.',
  replyGoogleBusy: 'Google asked us to slow down; the reply was not published',
  replyGoogleUnavailable: 'Google did not answer; the reply was not published',
  replyRejectedByGoogle: 'Google refused this reply',
  replyPublishFailed: 'The reply could not be published',
} as const;

const ar: Record<keyof typeof en, string> = {
  replyContentRequired: 'اكتب الرد قبل إرساله',
  replyContentTooLong: 'يجب ألا يزيد الرد على 4096 بايت (حد Google)',
  returnNoteRequired: 'اذكر ما يجب تعديله قبل إعادة الرد',
  replyQueued: 'ردّك في طريقه إلى Google',
  replyHeldForApproval: 'ردّك بانتظار موافقة المدير قبل نشره',
  replyDeleteQueued: 'جارٍ حذف الرد من Google',
  replyDiscarded: 'تم حذف الرد',
  replyRetryQueued: 'جارٍ نشر الرد مرة أخرى',
  replyApprovedAndQueued: 'تمت الموافقة: الرد في طريقه إلى Google',
  replyReturnedToAuthor: 'أُعيد الرد إلى كاتبه مع ملاحظتك',
  replyNotFound: 'لا يوجد رد على هذه المراجعة',
  replyNotYours: 'لا يمكن تعديل الرد أو حذفه إلا لكاتبه',
  replyMadeOnGoogle: 'كُتب هذا الرد على Google؛ لا يستبدله أو يحذفه إلا المسؤول',
  replyRetryNotAllowed: 'لا يعيد نشر الرد إلا كاتبه أو مدير أو مسؤول',
  replyNotFailed: 'لا يُعاد نشر الرد إلا إذا فشل نشره',
  replyApproversOnly: 'لا يوافق على الرد أو يعيده إلا مدير أو مسؤول',
  replyNotAwaitingApproval: 'هذا الرد ليس بانتظار الموافقة',
  replyReviewGoneAtGoogle: 'لم تعد هذه المراجعة موجودة على Google، فلا يمكن الرد عليها',
  replyGoogleNotConnected: 'لم يعد حساب Google مرتبطاً بهذا النشاط. أعد ربطه ثم حاول مرة أخرى.',
  replyGoogleBusy: 'طلبت Google التمهّل؛ لم يُنشر الرد',
  replyGoogleUnavailable: 'لم تستجب Google؛ لم يُنشر الرد',
  replyRejectedByGoogle: 'رفضت Google هذا الرد',
  replyPublishFailed: 'تعذّر نشر الرد',
};

export const replyMessages = { en, ar } as const;
