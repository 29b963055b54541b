// Texts of the help centre (/help and /help/<category>/<article>) around the articles themselves, which live in
// helpArticles.ar.ts / helpArticles.en.ts and are re-exported here so the page-texts test checks them too.
import { helpArticlesAr } from './helpArticles.ar';
import { helpArticlesEn } from './helpArticles.en';

const ar = {
  documentTitle: 'مركز المساعدة',
  metaDescription:
    'مقالات مساعدة سمعة: إنشاء الحساب وتأكيد البريد، وربط Google واختيار الفروع، وإدارة الفريق والاشتراك، وحلول المشكلات الشائعة، بالعربية والإنجليزية.',
  eyebrow: 'الدعم',
  title: 'مركز المساعدة',
  lead: 'إرشادات خطوة بخطوة لإعداد حسابك وربطه مع Google، وإدارة فريقك واشتراكك، وحل المشكلات الشائعة.',
  search: {
    label: 'ابحث في مقالات المساعدة',
    placeholder: 'مثال: دعوة عضو',
  },
  results: {
    title: 'نتائج البحث',
    count_zero: 'لا توجد مقالات تطابق «{{query}}»',
    count_one: 'مقال واحد يطابق «{{query}}»',
    count_two: 'مقالان يطابقان «{{query}}»',
    count_few: '{{count, number}} مقالات تطابق «{{query}}»',
    count_many: '{{count, number}} مقالاً يطابق «{{query}}»',
    count_other: '{{count, number}} مقال يطابق «{{query}}»',
    noneTitle: 'لم نجد مقالاً يطابق بحثك',
    noneText: 'جرّب كلمات أخرى أو أقل، أو اكتب سؤالك لفريق الدعم وسيرد عليك خلال ٢٤ ساعة في أيام العمل.',
    contactLink: 'راسل فريق الدعم',
  },
  categoriesTitle: 'تصفّح حسب الموضوع',
  categories: {
    'getting-started': {
      title: 'البدء مع سمعة',
      description: 'من إنشاء الحساب إلى أول رد على تقييم.',
    },
    'account-management': {
      title: 'إدارة الحساب',
      description: 'فريقك وصلاحياته، وملف نشاطك، واشتراكك.',
    },
    integrations: {
      title: 'الربط مع Google',
      description: 'ربط ملفك التجاري على Google ومزامنة التقييمات.',
    },
    troubleshooting: {
      title: 'حل المشكلات',
      description: 'حلول سريعة لأكثر المشكلات شيوعاً.',
    },
  },
  popularTitle: 'مقالات شائعة',
  contactTitle: 'تحتاج إلى مساعدة إضافية؟',
  contactDescription: 'فريق الدعم متاح من الأحد إلى الخميس، من ٩ صباحاً حتى ٦ مساءً بتوقيت الرياض.',
  contact: {
    email: {
      title: 'البريد الإلكتروني',
      text: 'نرد على رسالتك خلال ٢٤ ساعة في أيام العمل.',
      subject: 'سؤال من مركز المساعدة',
    },
    phone: {
      title: 'الهاتف',
      text: 'تحدث مع فريقنا مباشرة خلال ساعات العمل.',
    },
    form: {
      title: 'نموذج التواصل',
      text: 'اكتب رسالتك من الموقع، وتصل مباشرة إلى فريق الدعم.',
      action: 'افتح نموذج التواصل',
    },
  },
  article: {
    breadcrumbLabel: 'مسار التنقل',
    related: 'مقالات أخرى في «{{category}}»',
    back: 'العودة إلى مركز المساعدة',
    moreHelpTitle: 'لم تجد ما تبحث عنه؟',
    moreHelpText:
      'فريق الدعم جاهز لمساعدتك من الأحد إلى الخميس، ونرد على الرسائل خلال ٢٤ ساعة في أيام العمل.',
    moreHelpAction: 'تواصل مع الدعم',
  },
};

const en: typeof ar = {
  documentTitle: 'Help centre',
  metaDescription:
    'Sumaa help articles: creating your account and confirming your e-mail, connecting Google and choosing locations, managing your team and subscription, and fixing common problems.',
  eyebrow: 'Support',
  title: 'Help centre',
  lead: 'Step-by-step guides to set up your account and connect it to Google, manage your team and subscription, and fix common problems.',
  search: {
    label: 'Search help articles',
    placeholder: 'e.g. invite a member',
  },
  results: {
    title: 'Search results',
    count_zero: 'No articles match “{{query}}”',
    count_one: '{{count, number}} article matches “{{query}}”',
    // English uses only "one" and "other"; the other forms exist to mirror the Arabic catalogue's keys.
    count_two: '{{count, number}} articles match “{{query}}”',
    count_few: '{{count, number}} articles match “{{query}}”',
    count_many: '{{count, number}} articles match “{{query}}”',
    count_other: '{{count, number}} articles match “{{query}}”',
    noneTitle: 'No article matches your search',
    noneText:
      'Try different or fewer words, or send your question to the support team and we will answer within 24 hours on working days.',
    contactLink: 'Write to support',
  },
  categoriesTitle: 'Browse by topic',
  categories: {
    'getting-started': {
      title: 'Getting started',
      description: 'From creating your account to your first reply.',
    },
    'account-management': {
      title: 'Account management',
      description: 'Your team and its permissions, your business profile and your subscription.',
    },
    integrations: {
      title: 'Integrations',
      description: 'Connecting your Google Business Profile and syncing reviews.',
    },
    troubleshooting: {
      title: 'Troubleshooting',
      description: 'Quick fixes for the most common problems.',
    },
  },
  popularTitle: 'Popular articles',
  contactTitle: 'Need more help?',
  contactDescription: 'The support team is available Sunday to Thursday, 9:00 to 18:00 Riyadh time.',
  contact: {
    email: {
      title: 'Email',
      text: 'We answer within 24 hours on working days.',
      subject: 'Question from the help centre',
    },
    phone: {
      title: 'Phone',
      text: 'Talk to our team directly during working hours.',
    },
    form: {
      title: 'Contact form',
      text: 'Send your message from the website; it goes straight to the support team.',
      action: 'Open the contact form',
    },
  },
  article: {
    breadcrumbLabel: 'Breadcrumb',
    related: 'More in “{{category}}”',
    back: 'Back to the help centre',
    moreHelpTitle: 'Didn’t find what you need?',
    moreHelpText:
      'The support team is ready to help Sunday to Thursday, and we answer messages within 24 hours on working days.',
    moreHelpAction: 'Contact support',
  },
};

export const helpTexts = { ar, en };

/** The sixteen articles, by language. */
export const helpArticleTexts = { ar: helpArticlesAr, en: helpArticlesEn };
