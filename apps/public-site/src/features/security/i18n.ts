// Texts of /security (spec §2: four topics, a practices list, trust figures). Every practice and figure named here
// is how the product is built (docs/adr, decisions #14–#16, apps/api/README.md): the spec's uptime, "0 breaches"
// and "24/7 monitoring" figures are gone, nothing measures or backs them (docs/product-decisions.md, Operations).
const ar = {
  documentTitle: 'الأمان وحماية البيانات',
  metaDescription:
    'كيف تحمي سمعة بياناتك وبيانات عملائك: تشفير أثناء النقل، ورموز Google ونسخ احتياطية يومية مشفّرة، والتزام بنظام حماية البيانات الشخصية، وفحص حقيقي لحالة الخدمة.',
  eyebrow: 'الأمان',
  title: 'بياناتك في أيدٍ أمينة',
  lead: 'تأتمننا على حساب نشاطك في Google وعلى تقييمات عملائك وبيانات فريقك. هذه الصفحة تشرح بوضوح كيف نحمي هذه الثقة.',
  figuresTitle: 'الأمان بالأرقام',
  figures: {
    encryption: 'تشفير رموز Google والنسخ الاحتياطية',
    encryptionValue: '{{bits}} بت',
    backups: 'من النسخ الاحتياطية اليومية المشفّرة',
    backupsValue: '{{days}} يوماً',
    session: 'مدة رمز الدخول قبل تجديده',
    sessionValue: '{{minutes}} دقيقة',
    uploads: 'أقصى حجم للصورة المرفوعة',
    uploadsValue: '{{megabytes}} ميجابايت',
  },
  topicsTitle: 'كيف نحمي بياناتك',
  topics: {
    encryption: {
      title: 'التشفير',
      text: 'كل اتصال بين متصفحك وخوادمنا مشفّر ببروتوكول TLS، فلا يمكن لأحد في الطريق قراءة ما تُرسله أو تستقبله. ورموز الوصول إلى حسابك في Google مشفّرة بمعيار AES-256 وتبقى على خوادمنا ولا تصل إلى متصفحك أبداً، وكذلك النسخ الاحتياطية اليومية لقاعدة البيانات.',
    },
    compliance: {
      title: 'الامتثال',
      text: 'نعالج البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية: نجمع ما تحتاجه الخدمة فقط، ونستخدمه للغرض الذي جُمع من أجله، ولك حق الاطلاع على بياناتك وتصحيحها وطلب حذفها. ونصل إلى بيانات Google عبر واجهتها الرسمية وبموافقتك، ولا نستخدمها إلا لخدمتك.',
    },
    backup: {
      title: 'النسخ الاحتياطي',
      text: 'نأخذ نسخة احتياطية من قاعدة البيانات كل يوم، مشفّرة بمعيار AES-256 مع التحقق من سلامتها، ونحفظها في مكان منفصل عن البيانات العاملة، ونحتفظ بنسخ آخر ٣٠ يوماً لنستعيد بياناتك إن حدث عطل؛ والنسخة التي عُدّلت ولو بحرف واحد تُرفض عند الاستعادة. وتقييماتك نفسها محفوظة أصلاً على Google، فنستطيع مزامنتها من جديد في أي وقت.',
    },
    monitoring: {
      title: 'المراقبة',
      text: 'تفحص صفحة حالة النظام لدينا فحصاً حقيقياً، خلال ثوانٍ، قاعدة البيانات وطابور المهام وخدمة البريد والاتصال بواجهات Google ومزوّد الدفع وكل أجزاء الواجهة، وتُظهر لفريق الإدارة أي خدمة متعثرة. ونحدّ من محاولات الدخول المتكررة لإيقاف التخمين قبل أن يبدأ.',
    },
  },
  practicesTitle: 'ممارساتنا الأمنية',
  practicesDescription: 'ما نطبقه فعلاً في بناء سمعة وتشغيلها، لا وعوداً عامة.',
  practices: {
    passwords:
      'كلمات المرور تُحفظ مجزّأة بخوارزمية Argon2id المصممة لمقاومة التخمين، ولا تُخزَّن أبداً كما كتبتها، ولا يستطيع أحد منا الاطلاع عليها.',
    tokens:
      'جلسات الدخول قصيرة العمر، ويتجدد رمز التحديث مع كل استخدام؛ وإن استُخدم رمز قديم مرة أخرى أنهينا الجلسة كلها احتياطاً.',
    permissions:
      'الأدوار والصلاحيات (مسؤول ومدير وموظف ومشاهد) يتحقق منها الخادم في كل طلب، لا بإخفاء الأزرار في الواجهة فقط.',
    isolation:
      'بيانات كل نشاط تجاري معزولة عن غيره على مستوى قاعدة البيانات بأمان مستوى الصفوف، فلا يرى أي حساب إلا بيانات نشاطه.',
    googleTokens:
      'رموز الوصول إلى Google مشفّرة أثناء التخزين ومحفوظة على الخادم وحده، ويمكنك إلغاء وصول سمعة إلى حسابك في Google متى شئت.',
    rateLimiting:
      'نحدّ من عدد محاولات تسجيل الدخول وطلب رموز التحقق، ولا يكشف طلب استعادة كلمة المرور إن كان البريد مسجلاً لدينا أم لا.',
    uploads:
      'الصور المرفوعة نتحقق من نوعها من محتواها الفعلي لا من اسم الملف، ولا يتجاوز حجمها ٥ ميجابايت، وتُحفظ بعيداً عن ملفات الموقع.',
  },
  reportTitle: 'وجدت ثغرة أمنية؟',
  reportText:
    'نشكر كل من يبلغنا عن مشكلة أمنية بمسؤولية. راسلنا بالتفاصيل وخطوات إعادة المشكلة، وسنرد عليك خلال ٢٤ ساعة في أيام العمل.',
  reportSubject: 'بلاغ أمني',
  reportAction: 'أبلغ عن مشكلة أمنية',
};

const en: typeof ar = {
  documentTitle: 'Security and data protection',
  metaDescription:
    'How Sumaa protects your data and your customers’: encryption in transit, encrypted Google tokens and daily encrypted backups, Saudi PDPL compliance and real service checks.',
  eyebrow: 'Security',
  title: 'Your data is in safe hands',
  lead: 'You trust us with your business’s Google account, your customers’ reviews and your team’s details. This page explains plainly how we protect that trust.',
  figuresTitle: 'Security in numbers',
  figures: {
    encryption: 'Encryption of Google tokens and backups',
    encryptionValue: '{{bits}}-bit',
    backups: 'of encrypted daily backups kept',
    backupsValue: '{{days}} days',
    session: 'Lifetime of a sign-in token before it is renewed',
    sessionValue: '{{minutes}} minutes',
    uploads: 'Largest image upload',
    uploadsValue: '{{megabytes}} MB',
  },
  topicsTitle: 'How we protect your data',
  topics: {
    encryption: {
      title: 'Encryption',
      text: 'Every connection between your browser and our servers is encrypted with TLS, so nobody along the way can read what you send or receive. The tokens that give access to your Google account are encrypted with AES-256, stay on our servers and never reach your browser, and so are the daily backups of the database.',
    },
    compliance: {
      title: 'Compliance',
      text: 'We process personal data under Saudi Arabia’s Personal Data Protection Law (PDPL): we collect only what the service needs, use it only for the purpose it was collected for, and you may see, correct or ask us to delete your data. We reach Google data through Google’s official API with your consent and use it only to serve you.',
    },
    backup: {
      title: 'Backups',
      text: 'Every day we back up the database, encrypted with AES-256 and sealed against tampering, into a place apart from the live data, and keep the last 30 days of backups so your data can be restored after a failure; a backup altered by a single character is refused at restore. Your reviews themselves also live on Google, so we can always sync them again.',
    },
    monitoring: {
      title: 'Monitoring',
      text: 'Our system page checks, for real and within seconds, the database, the job queue, e-mail delivery, the connection to Google’s APIs, the payment provider and every part of the interface, and shows our admin team any service that is failing. Repeated sign-in attempts are throttled to stop guessing before it starts.',
    },
  },
  practicesTitle: 'Our security practices',
  practicesDescription: 'What we actually do in building and running Sumaa, not general promises.',
  practices: {
    passwords:
      'Passwords are hashed with Argon2id, an algorithm designed to resist guessing. They are never stored as typed, and none of us can see them.',
    tokens:
      'Sign-in sessions are short-lived and the refresh token changes every time it is used; if an old one is ever presented again, we end the whole session as a precaution.',
    permissions:
      'Roles and permissions (admin, manager, agent, viewer) are checked by the server on every request, not just by hiding buttons in the interface.',
    isolation:
      'Each business’s data is isolated from every other’s in the database itself with row-level security, so an account only ever sees its own business’s data.',
    googleTokens:
      'Google access tokens are encrypted at rest and kept on the server alone, and you can revoke Sumaa’s access to your Google account whenever you like.',
    rateLimiting:
      'Sign-in attempts and verification-code requests are rate limited, and a password reset request never reveals whether an e-mail address has an account with us.',
    uploads:
      'Uploaded images are checked by their actual content, not their file name, are limited to 5 MB and are stored away from the website’s files.',
  },
  reportTitle: 'Found a security issue?',
  reportText:
    'We thank everyone who reports a security problem responsibly. Send us the details and the steps to reproduce it, and we will reply within 24 hours on working days.',
  reportSubject: 'Security report',
  reportAction: 'Report a security issue',
};

export const securityTexts = { ar, en };
