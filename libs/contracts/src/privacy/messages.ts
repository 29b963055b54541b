// Message codes of leaving (PDPL: the business's data export, its deletion, a member's own account deletion),
// merged into common/messages.ts. Kept apart from the schemas so that the shell, which translates messages,
// does not load zod.
const en = {
  leavingOwnerOnly: 'Only the owner of the business can do this',
  leavingPasswordRequired: 'Enter your password to confirm',
  leavingPasswordWrong: 'This password is not right',
  leavingTwoFactorRequired: 'Enter the code from your authenticator app to confirm',
  businessDeletionScheduled:
    'Your business will be deleted at the end of the grace period. You can cancel until then.',
  businessDeletionAlreadyScheduled: 'The deletion of this business is already scheduled',
  businessDeletionNotScheduled: 'No deletion of this business is scheduled',
  businessDeletionCancelled: 'The deletion of your business was cancelled',
  accountDeletionOwnerFirst:
    'You own a business on Sumaa. Delete the business (settings, “Your data”) before deleting your account.',
  accountDeletionNotForPlatformAdmin: 'The platform administrator’s account cannot be deleted here',
  accountDeleted: 'Your account has been deleted',
};

const ar: Record<keyof typeof en, string> = {
  leavingOwnerOnly: 'لا يمكن تنفيذ هذا الإجراء إلا من قبل مالك النشاط التجاري',
  leavingPasswordRequired: 'أدخل كلمة المرور للتأكيد',
  leavingPasswordWrong: 'كلمة المرور غير صحيحة',
  leavingTwoFactorRequired: 'أدخل الرمز من تطبيق المصادقة للتأكيد',
  businessDeletionScheduled: 'سيُحذف نشاطك التجاري في نهاية فترة المهلة، ويمكنك إلغاء الحذف حتى ذلك الحين.',
  businessDeletionAlreadyScheduled: 'حذف هذا النشاط التجاري مجدول بالفعل',
  businessDeletionNotScheduled: 'لا يوجد حذف مجدول لهذا النشاط التجاري',
  businessDeletionCancelled: 'تم إلغاء حذف نشاطك التجاري',
  accountDeletionOwnerFirst:
    'أنت مالك نشاط تجاري في سمعة. احذف النشاط التجاري (الإعدادات، «بياناتك») قبل حذف حسابك.',
  accountDeletionNotForPlatformAdmin: 'لا يمكن حذف حساب مدير المنصة من هنا',
  accountDeleted: 'تم حذف حسابك',
};

export const leavingMessages = { en, ar };
