// Message codes of review assignment, merged into common/messages.ts.
const en = {
  assigneeRequired: 'Choose a team member',
} as const;

const ar: Record<keyof typeof en, string> = {
  assigneeRequired: 'اختر عضواً من الفريق',
};

export const assignmentMessages = { en, ar } as const;
