// Texts of /invite/{token}, namespace `public-site.team-invitation`. Field and server messages come from the
// contracts catalogue (useValidationMessage, the server's own text); role names from `common`'s roles.
const ar = {
  title: 'دعوة للانضمام إلى الفريق',
  loading: 'جارٍ التحقق من الدعوة...',
  loadError: 'تعذّر تحميل الدعوة.',
  summary:
    'لديك دعوة من <strong>{{inviter}}</strong> للانضمام إلى <strong>{{business}}</strong> بدور <strong>{{role}}</strong>.',
  validUntil: 'الدعوة صالحة حتى {{date}}.',
  invitedEmail: 'البريد الإلكتروني المدعو',
  unavailable: {
    title: 'لا يمكن استخدام هذه الدعوة',
    message: 'رابط الدعوة غير صالح أو انتهت صلاحيته أو استُخدم من قبل. اطلب دعوة جديدة ممن دعاك.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  form: {
    name: 'الاسم الكامل',
    photo: 'الصورة الشخصية (اختيارية)',
    photoChoose: 'اختر صورة',
    photoRemove: 'إزالة الصورة',
    photoPreviewAlt: 'الصورة الشخصية المختارة',
    photoHint: 'بصيغة PNG أو JPEG أو WebP، وبحجم لا يتجاوز ٥ ميجابايت.',
    password: 'كلمة المرور',
    passwordHint: '{{min, number}} أحرف على الأقل',
    confirmPassword: 'تأكيد كلمة المرور',
    showConfirm: 'إظهار تأكيد كلمة المرور',
    hideConfirm: 'إخفاء تأكيد كلمة المرور',
    submit: 'حفظ والانضمام',
    unknownError: 'خطأ غير معروف',
    signedInAsOther:
      'أنت مسجّل الدخول الآن بحساب <email>{{email}}</email>. إكمال هذا النموذج ينشئ حساب العضو الجديد ويسجّل دخولك به بدلاً منه.',
  },
  existingAccount: {
    message: 'هذا البريد مرتبط بحساب قائم في سمعة. سجّل الدخول به لقبول الدعوة.',
    signIn: 'سجّل الدخول للقبول',
    accept: 'قبول الدعوة',
    signedInAsOther:
      'أنت مسجّل الدخول بحساب <email>{{email}}</email>، والدعوة مرسلة إلى <email>{{invited}}</email>. سجّل الخروج ثم ادخل بالبريد المدعو.',
    switchAccount: 'تسجيل الخروج والدخول بالبريد المدعو',
  },
  joined: {
    title: 'مرحباً بك في الفريق',
    message: 'انضممت إلى {{business}}. ننقلك الآن إلى لوحة التحكم...',
  },
};

const en: typeof ar = {
  title: 'Team invitation',
  loading: 'Checking the invitation...',
  loadError: 'We couldn’t load the invitation.',
  summary:
    '<strong>{{inviter}}</strong> invited you to join <strong>{{business}}</strong> as <strong>{{role}}</strong>.',
  validUntil: 'The invitation is valid until {{date}}.',
  invitedEmail: 'Invited email',
  unavailable: {
    title: 'This invitation can’t be used',
    message:
      'The invitation link is not valid, has expired or has already been used. Ask the person who invited you for a new one.',
    home: 'Back to the home page',
  },
  form: {
    name: 'Full name',
    photo: 'Profile photo (optional)',
    photoChoose: 'Choose a photo',
    photoRemove: 'Remove photo',
    photoPreviewAlt: 'Selected profile photo',
    photoHint: 'PNG, JPEG or WebP, up to 5 MB.',
    password: 'Password',
    passwordHint: 'At least {{min, number}} characters',
    confirmPassword: 'Confirm password',
    showConfirm: 'Show password confirmation',
    hideConfirm: 'Hide password confirmation',
    submit: 'Save and join',
    unknownError: 'Unknown error',
    signedInAsOther:
      'You are signed in as <email>{{email}}</email>. Completing this form creates the new member’s account and signs you in with it instead.',
  },
  existingAccount: {
    message: 'This email already has a Sumaa account. Sign in with it to accept the invitation.',
    signIn: 'Sign in to accept',
    accept: 'Accept invitation',
    signedInAsOther:
      'You are signed in as <email>{{email}}</email>, but the invitation was sent to <email>{{invited}}</email>. Sign out, then sign in with the invited email.',
    switchAccount: 'Sign out and use the invited email',
  },
  joined: {
    title: 'Welcome to the team',
    message: 'You have joined {{business}}. Taking you to your dashboard...',
  },
};

export const teamInvitationTexts = { ar, en };
