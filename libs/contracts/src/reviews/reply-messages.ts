// Message codes of replies, their publishing and their approval, merged into common/messages.ts.
// `ar` is typed by `en`'s keys, so a code missing in either language fails the typecheck.
const en = {
  replyContentRequired: 'Write a reply before sending it',
  replyContentTooLong: 'A reply can be at most 4,096 bytes long (Google’s limit)',
  returnNoteRequired: 'Say what should change before returning the reply',
} as const;

const ar: Record<keyof typeof en, string> = {
  replyContentRequired: 'اكتب الرد قبل إرساله',
  replyContentTooLong: 'يجب ألا يزيد الرد على 4096 بايت (حد Google)',
  returnNoteRequired: 'اذكر ما يجب تعديله قبل إعادة الرد',
};

export const replyMessages = { en, ar } as const;
