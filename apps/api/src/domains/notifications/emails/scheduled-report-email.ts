// The weekly and monthly report e-mail: the period's figures against the period before (arrows and the change),
// the most mentioned keywords, the period's reviews still waiting for a reply (the oldest shown) and a link to
// the inbox on those days. In the business's language and calendar; the figures are shown as the report
// endpoints give them (an average of 4.33 stays 4.33), with Latin digits like every other e-mail.
import type { KeywordReport, Language, PerformanceSummary, SettingsCalendar } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import {
  renderEmailHtml,
  renderEmailText,
  type EmailBody,
  type EmailSection,
} from '../../../mail/layout/email-layout';
import {
  reviewExcerpt,
  reviewHeadline,
  reviewsInboxLink,
  teamSignature,
  type ReviewInEmail,
} from './review-email-parts';
import { unsubscribeFooter, withUnsubscribeHeaders, type UnsubscribeLink } from './unsubscribe-parts';

export type ScheduledReportKind = 'weekly' | 'monthly';

export interface ScheduledReportEmailInput {
  to: string;
  recipientName: string;
  businessName: string;
  kind: ScheduledReportKind;
  language: Language;
  calendar: SettingsCalendar;
  /** Both days included, YYYY-MM-DD. */
  days: { start: string; end: string };
  current: PerformanceSummary;
  previous: PerformanceSummary;
  keywords: readonly KeywordReport[];
  /** The period's reviews without a reply: how many, and the oldest few. */
  unanswered: { count: number; oldest: readonly ReviewInEmail[] };
  publicAppUrl: string;
  unsubscribe?: UnsubscribeLink;
}

const NO_FIGURE = '—';

function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function dateFormat(language: Language, calendar: SettingsCalendar, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(`${language}-u-ca-${calendar}-nu-latn`, { ...options, timeZone: 'UTC' });
}

/** "3–9 مارس 2024", "March 3 – 9, 2024"; a Gregorian month by its name ("February 2024"). */
export function reportPeriodLabel(
  kind: ScheduledReportKind,
  days: { start: string; end: string },
  language: Language,
  calendar: SettingsCalendar,
): string {
  if (kind === 'monthly' && calendar === 'gregory')
    return dateFormat(language, calendar, { month: 'long', year: 'numeric' }).format(dayAsDate(days.start));
  return dateFormat(language, calendar, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
    dayAsDate(days.start),
    dayAsDate(days.end),
  );
}

/** Rounded to at most two decimals, without trailing zeros. */
function decimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

const TEXTS = {
  ar: {
    from: 'عن',
    noChange: 'دون تغيير عن',
    points: 'نقاط',
    labels: {
      total: 'التقييمات',
      rating: 'متوسط التقييم',
      positive: 'إيجابية',
      negative: 'سلبية',
      neutral: 'محايدة',
      responseRate: 'نسبة الرد',
    },
  },
  en: {
    from: 'from',
    noChange: 'no change from',
    points: 'points',
    labels: {
      total: 'Reviews',
      rating: 'Average rating',
      positive: 'Positive',
      negative: 'Negative',
      neutral: 'Neutral',
      responseRate: 'Response rate',
    },
  },
} as const;

function arrowOf(difference: number): string {
  return difference > 0 ? '▲' : '▼';
}

/** A count against the period before: "▲ 25% from 8", "▲ from 0", "no change from 8". */
export function countChange(language: Language, current: number, previous: number): string {
  const text = TEXTS[language];
  if (current === previous) return `${text.noChange} ${previous}`;
  if (previous === 0) return `▲ ${text.from} 0`;
  const percent = Math.round((Math.abs(current - previous) * 100) / previous);
  return `${arrowOf(current - previous)} ${percent}% ${text.from} ${previous}`;
}

/** A value against the period before's, by its difference ("▲ 0.3 from 4.1", "▼ 5 points from 70%"). */
function valueChange(
  language: Language,
  current: number,
  previous: number,
  unit: { difference: string; value: string },
): string {
  const text = TEXTS[language];
  const difference = Math.round((current - previous) * 100) / 100;
  const was = `${decimal(previous)}${unit.value}`;
  if (difference === 0) return `${text.noChange} ${was}`;
  return `${arrowOf(difference)} ${decimal(Math.abs(difference))}${unit.difference} ${text.from} ${was}`;
}

function figuresSection(input: ScheduledReportEmailInput): EmailSection {
  const { language, current, previous } = input;
  const text = TEXTS[language];
  const heading =
    language === 'ar'
      ? input.kind === 'weekly'
        ? 'أرقام الأسبوع'
        : 'أرقام الشهر'
      : input.kind === 'weekly'
        ? 'The week in figures'
        : 'The month in figures';
  const bothHaveReviews = current.totalReviews > 0 && previous.totalReviews > 0;
  const count = (label: string, now: number, before: number) => ({
    label,
    value: String(now),
    change: countChange(language, now, before),
  });
  return {
    heading,
    rows: [
      count(text.labels.total, current.totalReviews, previous.totalReviews),
      {
        label: text.labels.rating,
        value: current.totalReviews > 0 ? decimal(current.averageRating) : NO_FIGURE,
        change: bothHaveReviews
          ? valueChange(language, current.averageRating, previous.averageRating, {
              difference: '',
              value: '',
            })
          : undefined,
      },
      count(text.labels.positive, current.positiveReviews, previous.positiveReviews),
      count(text.labels.negative, current.negativeReviews, previous.negativeReviews),
      count(text.labels.neutral, current.neutralReviews, previous.neutralReviews),
      {
        label: text.labels.responseRate,
        value: current.totalReviews > 0 ? `${decimal(current.responseRate)}%` : NO_FIGURE,
        change: bothHaveReviews
          ? valueChange(language, current.responseRate, previous.responseRate, {
              difference: ` ${text.points}`,
              value: '%',
            })
          : undefined,
      },
    ],
  };
}

function keywordsSection(input: ScheduledReportEmailInput): EmailSection {
  const { language } = input;
  return language === 'ar'
    ? {
        heading: 'أكثر ما تحدّث عنه العملاء',
        lines: input.keywords.map(
          (item) =>
            `• ${item.keyword}: عدد الإشارات ${item.mentions}، ${decimal(item.positive)}% إيجابية، ${decimal(item.negative)}% سلبية`,
        ),
        empty: 'لا كلمات مفتاحية في تقييمات هذه الفترة.',
      }
    : {
        heading: 'What people talked about',
        lines: input.keywords.map(
          (item) =>
            `• ${item.keyword}: ${item.mentions} ${item.mentions === 1 ? 'mention' : 'mentions'}, ${decimal(item.positive)}% positive, ${decimal(item.negative)}% negative`,
        ),
        empty: 'No keywords in this period’s reviews.',
      };
}

function unansweredSection(input: ScheduledReportEmailInput): EmailSection {
  const { language, unanswered } = input;
  const lines = unanswered.oldest.map(
    (review) => `• ${reviewHeadline(language, review)}: ${reviewExcerpt(language, review)}`,
  );
  const more = unanswered.count - unanswered.oldest.length;
  const noReviews = input.current.totalReviews === 0;
  return language === 'ar'
    ? {
        heading: `بانتظار الرد: ${unanswered.count}`,
        lines: [
          ...(lines.length > 0 ? ['أقدمها:', ...lines] : []),
          ...(more > 0 ? [`وغيرها في صندوق التقييمات، عددها ${more}.`] : []),
        ],
        empty: noReviews ? 'لا تقييمات بانتظار الرد.' : 'كل تقييمات هذه الفترة لها رد.',
      }
    : {
        heading: `Still unanswered: ${unanswered.count}`,
        lines: [
          ...(lines.length > 0 ? ['The oldest:', ...lines] : []),
          ...(more > 0 ? [`And ${more} more in the inbox.`] : []),
        ],
        empty: noReviews ? 'No reviews are waiting for a reply.' : 'Every review of the period has a reply.',
      };
}

/** The inbox on the period's days (read in the business's time zone), its unanswered reviews oldest first. */
function inboxLink(input: ScheduledReportEmailInput): string {
  const days = { from: input.days.start, to: input.days.end };
  return reviewsInboxLink(
    input.publicAppUrl,
    input.unanswered.count > 0 ? { replied: 'unreplied', sort: 'oldest', ...days } : days,
  );
}

export function scheduledReportEmail(input: ScheduledReportEmailInput): MailMessage {
  const { language, kind, businessName } = input;
  const period = reportPeriodLabel(kind, input.days, language, input.calendar);
  const quiet = input.current.totalReviews === 0;
  const url = inboxLink(input);
  const sections = [figuresSection(input), keywordsSection(input), unansweredSection(input)];
  const weekly = kind === 'weekly';
  const body: EmailBody =
    language === 'ar'
      ? {
          language,
          title: `${weekly ? 'التقرير الأسبوعي' : 'التقرير الشهري'} لـ ${businessName}: ${period}`,
          paragraphs: [
            `مرحباً ${input.recipientName}،`,
            weekly
              ? `إليك أسبوع ${businessName}، ${period}، مقارنةً بالأسبوع الذي قبله.`
              : `إليك شهر ${businessName}، ${period}، مقارنةً بالشهر الذي قبله.`,
            ...(quiet ? [weekly ? 'لا تقييمات جديدة هذا الأسبوع.' : 'لا تقييمات جديدة هذا الشهر.'] : []),
          ],
          sections,
          action: { label: 'فتح صندوق التقييمات', url },
          closing: [teamSignature(language)],
        }
      : {
          language,
          title: `${businessName}: ${weekly ? 'weekly' : 'monthly'} report, ${period}`,
          paragraphs: [
            `Hello ${input.recipientName},`,
            weekly
              ? `Here is ${businessName}’s week, ${period}, against the week before.`
              : `Here is ${businessName}’s month, ${period}, against the month before.`,
            ...(quiet ? [weekly ? 'No new reviews this week.' : 'No new reviews this month.'] : []),
          ],
          sections,
          action: { label: 'Open the inbox', url },
          closing: [teamSignature(language)],
        };
  if (input.unsubscribe) body.unsubscribe = unsubscribeFooter(language, businessName, input.unsubscribe);
  return withUnsubscribeHeaders(
    {
      to: input.to,
      subject: body.title,
      text: renderEmailText(body),
      html: renderEmailHtml(body),
      actionUrl: url,
    },
    input.unsubscribe,
  );
}
