// Message codes of the google domain, merged into the shared catalogue (common/messages.ts).
// `ar` is typed by `en`'s keys, so a code missing in either language fails the typecheck.
const en = {} as const;

const ar: Record<keyof typeof en, string> = {};

export const googleMessages = { en, ar };
