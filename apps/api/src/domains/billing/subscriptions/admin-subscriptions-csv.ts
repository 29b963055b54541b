// GET /api/subscriptions/export: the filtered subscriptions as CSV, headers in the caller's language, with
// the settings every CSV of the API shares (UTF-8 BOM, RFC 4180, formulas defused: lib/csv-file).
import type { Language, SubscriptionListItem } from '@sumaa/contracts';
import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS, localDateTime, localDay } from '../../../lib/csv-file';

/** The platform's own days (the admin console is in Riyadh). */
const PLATFORM_TIME_ZONE = 'Asia/Riyadh';

type Column = { header: Record<Language, string>; value: (item: SubscriptionListItem) => string | number };

const day = (iso: string | null) => (iso ? localDay(new Date(iso), PLATFORM_TIME_ZONE) : '');
const dateTime = (iso: string | null) => (iso ? localDateTime(new Date(iso), PLATFORM_TIME_ZONE) : '');

const STATUS_WORDS: Record<Language, Record<SubscriptionListItem['status'], string>> = {
  en: {
    trialing: 'Trial',
    active: 'Active',
    past_due: 'Past due',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  ar: { trialing: 'تجريبي', active: 'نشط', past_due: 'متأخر السداد', cancelled: 'ملغى', expired: 'منتهٍ' },
};
const INTERVAL_WORDS: Record<Language, Record<SubscriptionListItem['interval'], string>> = {
  en: { monthly: 'Monthly', yearly: 'Yearly' },
  ar: { monthly: 'شهري', yearly: 'سنوي' },
};

function columns(language: Language): Column[] {
  return [
    { header: { en: 'Business', ar: 'النشاط التجاري' }, value: (item) => item.name },
    { header: { en: 'Owner', ar: 'المالك' }, value: (item) => item.ownerName },
    { header: { en: 'E-mail', ar: 'البريد الإلكتروني' }, value: (item) => item.email },
    { header: { en: 'Phone', ar: 'الجوال' }, value: (item) => item.phone ?? '' },
    { header: { en: 'City', ar: 'المدينة' }, value: (item) => item.city ?? '' },
    { header: { en: 'Activity', ar: 'النشاط' }, value: (item) => item.activityType ?? '' },
    { header: { en: 'Plan', ar: 'الباقة' }, value: (item) => item.planName },
    { header: { en: 'Status', ar: 'الحالة' }, value: (item) => STATUS_WORDS[language][item.status] },
    { header: { en: 'Billing', ar: 'الفوترة' }, value: (item) => INTERVAL_WORDS[language][item.interval] },
    { header: { en: 'Amount (SAR)', ar: 'المبلغ (ريال)' }, value: (item) => item.amount },
    {
      header: { en: 'Monthly revenue (SAR)', ar: 'الإيراد الشهري (ريال)' },
      value: (item) => item.monthlyRevenue,
    },
    {
      header: { en: 'Revenue, VAT excluded (SAR)', ar: 'الإيرادات دون الضريبة (ريال)' },
      value: (item) => item.revenue,
    },
    { header: { en: 'Reviews', ar: 'التقييمات' }, value: (item) => item.reviewsCount },
    { header: { en: 'Rating', ar: 'متوسط التقييم' }, value: (item) => item.rating ?? '' },
    { header: { en: 'Joined', ar: 'تاريخ الاشتراك' }, value: (item) => day(item.createdAt) },
    { header: { en: 'Trial ends', ar: 'نهاية التجربة' }, value: (item) => day(item.trialEnd) },
    { header: { en: 'Period ends', ar: 'نهاية الفترة' }, value: (item) => day(item.currentPeriodEnd) },
    { header: { en: 'Last login', ar: 'آخر دخول' }, value: (item) => dateTime(item.lastLoginAt) },
    {
      header: { en: 'Last payment (SAR)', ar: 'آخر دفعة (ريال)' },
      value: (item) => item.lastPayment?.amount ?? '',
    },
    {
      header: { en: 'Last payment date', ar: 'تاريخ آخر دفعة' },
      value: (item) => day(item.lastPayment?.date ?? null),
    },
  ];
}

export function subscriptionsCsv(items: SubscriptionListItem[], language: Language): string {
  const table = columns(language);
  return stringify(
    [table.map((column) => column.header[language]), ...items.map((item) => table.map((c) => c.value(item)))],
    CSV_OPTIONS,
  );
}

export function subscriptionsCsvFileName(now: Date): string {
  return `sumaa-subscriptions-${localDay(now, PLATFORM_TIME_ZONE)}.csv`;
}
