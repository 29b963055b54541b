// Message codes of review assignment, merged into common/messages.ts.
const en = {
  assigneeRequired: 'Choose a team member',
  assigneeNotAssignable: 'Reviews can be assigned only to an active team member who can view reviews',
  reviewAssignmentSaved: 'The review has been assigned',
  reviewUnassigned: 'The review is no longer assigned',
} as const;

const ar: Record<keyof typeof en, string> = {
  assigneeRequired: 'اختر عضواً من الفريق',
  assigneeNotAssignable: 'لا يُسنَد التقييم إلا إلى عضو نشط في الفريق يملك صلاحية عرض التقييمات',
  reviewAssignmentSaved: 'تم إسناد التقييم',
  reviewUnassigned: 'أُلغي إسناد التقييم',
};

export const assignmentMessages = { en, ar } as const;
