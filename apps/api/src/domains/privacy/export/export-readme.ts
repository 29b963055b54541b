// The README at the top of the export, in Arabic then English: what each file holds and what is not in it.
import { EXPORT_DATASETS } from './export-datasets-store';

const FILES: Record<string, { ar: string; en: string }> = {
  business: {
    ar: 'ملف النشاط التجاري وإعداداته وربط Google',
    en: 'the business profile, settings and Google connection',
  },
  locations: { ar: 'الفروع المرتبطة', en: 'linked locations' },
  reviews: { ar: 'التقييمات مع الردود عليها', en: 'reviews with their replies' },
  replies: { ar: 'الردود المكتوبة في سمعة وحالتها', en: 'replies written in Sumaa and their state' },
  team: { ar: 'أعضاء الفريق وأدوارهم', en: 'team members and their roles' },
  invitations: { ar: 'دعوات الفريق', en: 'team invitations' },
  invoices: { ar: 'الفواتير', en: 'invoices' },
  subscriptions: { ar: 'الاشتراكات', en: 'subscriptions' },
  reply_templates: { ar: 'قوالب الردود', en: 'reply templates' },
  competitors: { ar: 'المنافسون المتابَعون', en: 'followed competitors' },
  competitor_figures: { ar: 'أرقام المنافسين اليومية', en: 'competitors’ daily figures' },
  notifications: { ar: 'إشعارات الفريق', en: 'team notifications' },
  review_request_contacts: {
    ar: 'عملاء طلبات التقييم: الاسم والجوال والبريد واللغة والفرع ومصدر الموافقة',
    en: 'review-request contacts: name, phone, e-mail, language, branch and where the consent came from',
  },
  review_requests: {
    ar: 'طلبات التقييم المرسلة: القناة والحالة وسبب التعذّر والأوقات (دون رموز الروابط المختصرة)',
    en: 'review requests sent: channel, status, failure reason and times (without the short-link codes)',
  },
  review_request_opt_outs: {
    ar: 'العملاء الذين ألغوا استلام طلبات التقييم ومتى',
    en: 'contacts who opted out of review requests, and when',
  },
  review_request_visits: { ar: 'زيارات العملاء المسجّلة', en: 'customers’ recorded visits' },
  whatsapp_alerts: {
    ar: 'اختيار كل عضو لتنبيهات واتساب للتقييمات السلبية ورقمه لها',
    en: 'each member’s WhatsApp alerts of negative reviews, on or off, and the phone for them',
  },
};

export function exportReadme(exportedAt: Date): string {
  const files = ['business.json', ...EXPORT_DATASETS.map((dataset) => `${dataset.file}.csv`)];
  const line = (file: string, language: 'ar' | 'en') =>
    `- ${file}: ${FILES[file.replace(/\.\w+$/, '')]?.[language] ?? ''}`;
  return [
    'بيانات نشاطك التجاري في سمعة',
    `تاريخ التصدير: ${exportedAt.toISOString()}`,
    'ملفات CSV بترميز UTF-8 (تفتح في Excel)، والأوقات بتوقيت UTC بصيغة ISO 8601.',
    ...files.map((file) => line(file, 'ar')),
    'لا يتضمن التصدير كلمات المرور ولا رموز الدخول ولا مفاتيح Google.',
    '',
    'Your business data on Sumaa',
    `Exported at: ${exportedAt.toISOString()}`,
    'CSV files are UTF-8 (they open in Excel); times are UTC, ISO 8601.',
    ...files.map((file) => line(file, 'en')),
    'Not included: passwords, sign-in tokens and Google keys.',
    '',
  ].join('\r\n');
}
