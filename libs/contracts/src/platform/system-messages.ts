// Message codes of the super admin's system page (issue 13), merged into common/messages.ts.
const en = {
  systemBackupCreated: 'The backup was created',
  systemBackupNotFound: 'This backup was not found',
  systemBackupBusy: 'A backup or restore is already running. Please wait for it to finish.',
  systemBackupFailed: 'The backup could not be made: {{reason}}',
  systemRestoreConfirmationWrong: 'Type RESTORE to confirm',
  systemRestoreFileRequired: 'Choose a backup file',
  systemRestoreFileInvalid: 'This file is not a backup of this database ({{engine}})',
  systemRestoreFailed: 'The backup could not be restored; the current database was kept: {{reason}}',
  systemRestoreCompleted: 'The backup was restored',
  systemBackupKeyMissing: 'This backup is encrypted, and BACKUP_ENCRYPTION_KEY is not set on this server',
  systemBackupOtherKey: 'This backup was encrypted with another key; nothing was restored',
  systemBackupTampered: 'This backup file was altered or damaged; nothing was restored',
} as const;

const ar: Record<keyof typeof en, string> = {
  systemBackupCreated: 'تم إنشاء النسخة الاحتياطية',
  systemBackupNotFound: 'لم يتم العثور على هذه النسخة الاحتياطية',
  systemBackupBusy: 'هناك نسخ احتياطي أو استعادة قيد التنفيذ. يرجى الانتظار حتى ينتهي.',
  systemBackupFailed: 'تعذّر إنشاء النسخة الاحتياطية: {{reason}}',
  systemRestoreConfirmationWrong: 'اكتب RESTORE للتأكيد',
  systemRestoreFileRequired: 'اختر ملف النسخة الاحتياطية',
  systemRestoreFileInvalid: 'هذا الملف ليس نسخة احتياطية لقاعدة البيانات هذه ({{engine}})',
  systemRestoreFailed: 'تعذّرت استعادة النسخة الاحتياطية، وبقيت قاعدة البيانات الحالية كما هي: {{reason}}',
  systemRestoreCompleted: 'تمت استعادة النسخة الاحتياطية',
  systemBackupKeyMissing:
    'هذه النسخة الاحتياطية مشفّرة، ومفتاح BACKUP_ENCRYPTION_KEY غير مضبوط على هذا الخادم',
  systemBackupOtherKey: 'شُفّرت هذه النسخة الاحتياطية بمفتاح آخر، ولم تتم استعادة أي شيء',
  systemBackupTampered: 'ملف النسخة الاحتياطية هذا معدَّل أو تالف، ولم تتم استعادة أي شيء',
};

export const systemMessages = { en, ar };
