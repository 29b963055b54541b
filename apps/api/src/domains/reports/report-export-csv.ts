// The analytics of a period as one CSV (GET /api/reports/{businessId}/export): sections one after another,
// each a title row, a header row and its figures, a blank row between them, in the reader's language. The
// figures are the report endpoints' own (the same store functions), so the file agrees with the screen.
//
// The weekly and monthly trends count back from a day (the store functions' "today"): here the period's last
// day, or today when the period runs on past it. The weeks are seven days ending on that day, as many as
// cover the period (the first may start before it); the months are the calendar months the period touches,
// whole. Without a first day, they go back to the first week or month with reviews (at most 52 weeks and 24
// months, the trend endpoints' limits).
import {
  MONTHLY_SENTIMENT_MONTHS_MAX,
  SENTIMENT_WEEKS_MAX,
  type KeywordReport,
  type Language,
  type MonthlySentiment,
  type PerformanceSummary,
  type ResponsivenessReport,
  type WeeklySentiment,
} from '@sumaa/contracts';
import { stringify } from 'csv-stringify/sync';
import type { SqlExecutor } from '../../db/database';
import { readBusinessProfile } from '../businesses';
import { CSV_OPTIONS, localDateTime, localDay } from '../../lib/csv-file';
import {
  readKeywords,
  readMonthlySentiment,
  readPerformanceSummary,
  readWeeklySentiment,
  type ReportDays,
} from './reports-store';
import { readResponsiveness } from './responsiveness-store';

/** The keywords the file lists, the most mentioned first. */
export const REPORT_EXPORT_KEYWORDS = 20;

const DAY_MS = 86_400_000;

export interface ReportExportData {
  businessName: string;
  days: ReportDays;
  timeZone: string;
  /** Today in the business's time zone, YYYY-MM-DD. */
  today: string;
  /** When the file was made, YYYY-MM-DD HH:mm in the business's time zone. */
  exportedAt: string;
  summary: PerformanceSummary;
  responsiveness: ResponsivenessReport;
  keywords: KeywordReport[];
  monthly: MonthlySentiment[];
  weekly: WeeklySentiment[];
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** An instant within `day` of the time zone: noon UTC, a day back if the zone is already on the next. */
function instantOnDay(day: string, timeZone: string): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  return localDay(noon, timeZone) > day ? new Date(noon.getTime() - DAY_MS / 2) : noon;
}

/** The trends' counts: the weeks and months from the period's first day to `lastDay`, null without one. */
function trendLengths(
  startDate: string | undefined,
  lastDay: string,
): { weeks: number; months: number } | null {
  if (!startDate) return null;
  const days = Math.max(1, dayNumber(lastDay) - dayNumber(startDate) + 1);
  const [startYear, startMonth] = startDate.split('-').map(Number);
  const [endYear, endMonth] = lastDay.split('-').map(Number);
  const months = (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
  return {
    weeks: Math.min(SENTIMENT_WEEKS_MAX, Math.ceil(days / 7)),
    months: Math.min(MONTHLY_SENTIMENT_MONTHS_MAX, Math.max(1, months)),
  };
}

/** Drops the leading entries without reviews (the time before the first review), keeping the last one. */
function fromFirstReviews<T extends { reviews: number }>(entries: T[]): T[] {
  const first = entries.findIndex((entry) => entry.reviews > 0);
  return first === -1 ? entries.slice(-1) : entries.slice(first);
}

/** Everything the file holds, read in the caller's tenant transaction. */
export async function readReportExport(
  tx: SqlExecutor,
  businessId: string,
  days: ReportDays,
  options: { timeZone: string; now: Date },
): Promise<ReportExportData> {
  const { timeZone, now } = options;
  const today = localDay(now, timeZone);
  const lastDay = days.endDate && days.endDate < today ? days.endDate : today;
  const trendsNow = lastDay === today ? now : instantOnDay(lastDay, timeZone);
  const lengths = trendLengths(days.startDate, lastDay);

  const profile = await readBusinessProfile(tx, businessId);
  const summary = await readPerformanceSummary(tx, businessId, days, timeZone);
  const responsiveness = await readResponsiveness(tx, businessId, days, timeZone);
  const keywords = await readKeywords(tx, businessId, {
    ...days,
    rowLimit: REPORT_EXPORT_KEYWORDS,
    timeZone,
  });
  const monthly = await readMonthlySentiment(tx, businessId, {
    months: lengths?.months ?? MONTHLY_SENTIMENT_MONTHS_MAX,
    timeZone,
    now: trendsNow,
  });
  const weekly = await readWeeklySentiment(tx, businessId, {
    weeks: lengths?.weeks ?? SENTIMENT_WEEKS_MAX,
    timeZone,
    now: trendsNow,
  });
  return {
    businessName: profile?.name ?? '',
    days,
    timeZone,
    today,
    exportedAt: localDateTime(now, timeZone),
    summary,
    responsiveness,
    keywords,
    monthly: lengths ? monthly : fromFirstReviews(monthly),
    weekly: lengths ? weekly : fromFirstReviews(weekly),
  };
}

interface ReportExportTexts {
  title: string;
  business: string;
  period: string;
  firstReview: string;
  today: string;
  timeZone: string;
  exportedOn: string;
  summary: { title: string; figure: string; value: string } & Record<SummaryFigure, string>;
  stars: { title: string; stars: string; reviews: string; share: string };
  responsiveness: {
    title: string;
    reviews: string;
    replied: string;
    responseRate: string;
    medianHours: string;
    overall: string;
    byLocation: string;
    location: string;
    byMember: string;
    member: string;
    replies: string;
    repliedOnGoogle: string;
  };
  keywords: { title: string; keyword: string; mentions: string; positive: string; negative: string };
  monthly: { title: string; month: string; reviews: string; rating: string };
  weekly: {
    title: string;
    weekStarting: string;
    reviews: string;
    positive: string;
    neutral: string;
    negative: string;
  };
}

type SummaryFigure =
  | 'totalReviews'
  | 'averageRating'
  | 'positiveReviews'
  | 'negativeReviews'
  | 'neutralReviews'
  | 'repliedReviews'
  | 'responseRate';

const EN: ReportExportTexts = {
  title: 'Sumaa analytics report',
  business: 'Business',
  period: 'Period',
  firstReview: 'first review',
  today: 'today',
  timeZone: 'Time zone',
  exportedOn: 'Exported on',
  summary: {
    title: 'Summary',
    figure: 'Figure',
    value: 'Value',
    totalReviews: 'Reviews',
    averageRating: 'Average rating',
    positiveReviews: 'Positive reviews',
    negativeReviews: 'Negative reviews',
    neutralReviews: 'Neutral reviews',
    repliedReviews: 'Replied reviews',
    responseRate: 'Response rate (%)',
  },
  stars: { title: 'Star distribution', stars: 'Stars', reviews: 'Reviews', share: 'Share (%)' },
  responsiveness: {
    title: 'Responsiveness',
    reviews: 'Reviews',
    replied: 'Replied',
    responseRate: 'Response rate (%)',
    medianHours: 'Median response time (hours)',
    overall: 'All locations',
    byLocation: 'By location',
    location: 'Location',
    byMember: 'By team member (replies published through Sumaa)',
    member: 'Team member',
    replies: 'Replies',
    repliedOnGoogle: 'Replied on Google',
  },
  keywords: {
    title: `Top keywords (up to ${REPORT_EXPORT_KEYWORDS})`,
    keyword: 'Keyword',
    mentions: 'Reviews mentioning it',
    positive: 'Positive (%)',
    negative: 'Negative (%)',
  },
  monthly: { title: 'Reviews by month', month: 'Month', reviews: 'Reviews', rating: 'Average rating' },
  weekly: {
    title: 'Weekly sentiment',
    weekStarting: 'Week starting',
    reviews: 'Reviews',
    positive: 'Positive (%)',
    neutral: 'Neutral (%)',
    negative: 'Negative (%)',
  },
};

const AR: ReportExportTexts = {
  title: 'تقرير تحليلات سمعة',
  business: 'النشاط التجاري',
  period: 'الفترة',
  firstReview: 'أول مراجعة',
  today: 'اليوم',
  timeZone: 'المنطقة الزمنية',
  exportedOn: 'تاريخ التصدير',
  summary: {
    title: 'الملخص',
    figure: 'المؤشر',
    value: 'القيمة',
    totalReviews: 'المراجعات',
    averageRating: 'متوسط التقييم',
    positiveReviews: 'المراجعات الإيجابية',
    negativeReviews: 'المراجعات السلبية',
    neutralReviews: 'المراجعات المحايدة',
    repliedReviews: 'المراجعات التي تم الرد عليها',
    responseRate: 'معدل الرد (%)',
  },
  stars: { title: 'توزيع التقييمات', stars: 'النجوم', reviews: 'المراجعات', share: 'النسبة (%)' },
  responsiveness: {
    title: 'سرعة الاستجابة',
    reviews: 'المراجعات',
    replied: 'تم الرد',
    responseRate: 'معدل الرد (%)',
    medianHours: 'الوقت الوسيط للرد (بالساعات)',
    overall: 'كل الفروع',
    byLocation: 'حسب الفرع',
    location: 'الفرع',
    byMember: 'حسب عضو الفريق (الردود المنشورة عبر سمعة)',
    member: 'عضو الفريق',
    replies: 'الردود',
    repliedOnGoogle: 'ردود كُتبت على Google',
  },
  keywords: {
    title: `أبرز الكلمات المفتاحية (حتى ${REPORT_EXPORT_KEYWORDS})`,
    keyword: 'الكلمة',
    mentions: 'المراجعات التي ذكرتها',
    positive: 'إيجابية (%)',
    negative: 'سلبية (%)',
  },
  monthly: { title: 'المراجعات حسب الشهر', month: 'الشهر', reviews: 'المراجعات', rating: 'متوسط التقييم' },
  weekly: {
    title: 'الانطباع الأسبوعي',
    weekStarting: 'بداية الأسبوع',
    reviews: 'المراجعات',
    positive: 'إيجابية (%)',
    neutral: 'محايدة (%)',
    negative: 'سلبية (%)',
  },
};

const TEXTS: Record<Language, ReportExportTexts> = { en: EN, ar: AR };

type Cell = string | number;

const hours = (value: number | null): Cell => value ?? '';
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

/** The sections, each a title row, a header row and its rows, with a blank row between two. */
function reportRows(data: ReportExportData, texts: ReportExportTexts): Cell[][] {
  const { summary, responsiveness } = data;
  const period = `${data.days.startDate ?? texts.firstReview} – ${data.days.endDate ?? texts.today}`;
  const summaryFigures: SummaryFigure[] = [
    'totalReviews',
    'averageRating',
    'positiveReviews',
    'negativeReviews',
    'neutralReviews',
    'repliedReviews',
    'responseRate',
  ];
  const sections: Cell[][][] = [
    [
      [texts.title],
      [texts.business, data.businessName],
      [texts.period, period],
      [texts.timeZone, data.timeZone],
      [texts.exportedOn, data.exportedAt],
    ],
    [
      [texts.summary.title],
      [texts.summary.figure, texts.summary.value],
      ...summaryFigures.map((figure) => [texts.summary[figure], summary[figure]]),
    ],
    [
      [texts.stars.title],
      [texts.stars.stars, texts.stars.reviews, texts.stars.share],
      ...(['5', '4', '3', '2', '1'] as const).map((stars) => [
        Number(stars),
        summary.starDistribution[stars],
        percentOf(summary.starDistribution[stars], summary.totalReviews),
      ]),
    ],
    [
      [texts.responsiveness.title],
      [
        texts.responsiveness.location,
        texts.responsiveness.reviews,
        texts.responsiveness.replied,
        texts.responsiveness.responseRate,
        texts.responsiveness.medianHours,
      ],
      [
        texts.responsiveness.overall,
        responsiveness.overall.reviews,
        responsiveness.overall.replied,
        responsiveness.overall.responseRate,
        hours(responsiveness.overall.medianResponseHours),
      ],
      ...responsiveness.byLocation.map((location) => [
        location.locationName,
        location.reviews,
        location.replied,
        location.responseRate,
        hours(location.medianResponseHours),
      ]),
      [texts.responsiveness.repliedOnGoogle, responsiveness.repliedOnGoogle],
      [],
      [texts.responsiveness.byMember],
      [texts.responsiveness.member, texts.responsiveness.replies, texts.responsiveness.medianHours],
      ...responsiveness.byMember.map((member) => [
        member.name,
        member.replies,
        hours(member.medianResponseHours),
      ]),
    ],
    [
      [texts.keywords.title],
      [texts.keywords.keyword, texts.keywords.mentions, texts.keywords.positive, texts.keywords.negative],
      ...data.keywords.map((keyword) => [
        keyword.keyword,
        keyword.mentions,
        keyword.positive,
        keyword.negative,
      ]),
    ],
    [
      [texts.monthly.title],
      [texts.monthly.month, texts.monthly.reviews, texts.monthly.rating],
      ...data.monthly.map((month) => [month.month, month.reviews, month.rating]),
    ],
    [
      [texts.weekly.title],
      [
        texts.weekly.weekStarting,
        texts.weekly.reviews,
        texts.weekly.positive,
        texts.weekly.neutral,
        texts.weekly.negative,
      ],
      ...data.weekly.map((week) => [week.period, week.reviews, week.positive, week.neutral, week.negative]),
    ],
  ];
  return sections.flatMap((section, index) => (index === 0 ? section : [[], ...section]));
}

/** The file's text: BOM, then the sections (formulas defused and fields quoted as csv-file.ts says). */
export function reportExportCsv(data: ReportExportData, language: Language): string {
  return stringify(reportRows(data, TEXTS[language]), CSV_OPTIONS);
}

/** sumaa-report-<first day>-to-<last day>.csv, or with today's date when the period is open. */
export function reportExportFileName(data: ReportExportData): string {
  const { startDate, endDate } = data.days;
  return startDate && endDate
    ? `sumaa-report-${startDate}-to-${endDate}.csv`
    : `sumaa-report-${data.today}.csv`;
}
