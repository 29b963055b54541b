// The analytics' trend calls (spec §3 "Keyword", "Weekly sentiment", "Monthly sentiment"; spec §7; defaults of
// spec §9). Periods are days, weeks and months in the business's time zone, the newest ending today; a
// businessId that is not the caller's is refused (403).
import { z } from 'zod';
import { reportDaySchema } from './performance';

export const KEYWORDS_ROW_LIMIT_DEFAULT = 6;
export const KEYWORDS_ROW_LIMIT_MAX = 50;
export const SENTIMENT_WEEKS_DEFAULT = 4;
export const SENTIMENT_WEEKS_MAX = 52;
export const MONTHLY_SENTIMENT_MONTHS_DEFAULT = 6;
export const MONTHLY_SENTIMENT_MONTHS_MAX = 24;

const businessId = z.string({ error: 'invalidValue' }).optional();

/** A whole number from 1 to `max` in the query string, `fallback` when left out; `code` otherwise. */
function countOf(code: string, max: number, fallback: number) {
  return z.coerce.number({ error: code }).int(code).min(1, code).max(max, code).default(fallback);
}

/** Both days included, either may be left out (from the first review, up to today). */
export const keywordsQuerySchema = z
  .object({
    rowLimit: countOf('reportRowLimitInvalid', KEYWORDS_ROW_LIMIT_MAX, KEYWORDS_ROW_LIMIT_DEFAULT),
    startDate: reportDaySchema,
    endDate: reportDaySchema,
    businessId,
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'reportDateRangeInvalid',
    path: ['endDate'],
  });

/** One keyword across the period's reviews; its spellings (قهوة, القهوة, قهوه) are counted as one. */
export const keywordReportSchema = z.object({
  /** As reviewers most often wrote it, without the article or diacritics. */
  keyword: z.string(),
  /** Reviews that use it (a review counts once however often it repeats the word). */
  mentions: z.number().int(),
  /** Shares of those reviews that are Positive and Negative, percentages 0–100 with one decimal. */
  positive: z.number(),
  negative: z.number(),
});
export type KeywordReport = z.infer<typeof keywordReportSchema>;

/** The most mentioned first (ties by keyword), at most `rowLimit` (default 6). */
export const keywordsReportSchema = z.array(keywordReportSchema);

export const weeklySentimentQuerySchema = z.object({
  weeks: countOf('reportWeeksInvalid', SENTIMENT_WEEKS_MAX, SENTIMENT_WEEKS_DEFAULT),
  businessId,
});

/** Seven days of reviews by sentiment; the last week ends today. */
export const weeklySentimentSchema = z.object({
  /** The week's first day, YYYY-MM-DD; the week runs to six days later, both included. */
  period: z.iso.date(),
  /** Shares of the week's reviews, percentages 0–100 with one decimal; all 0 in a week without reviews. */
  positive: z.number(),
  negative: z.number(),
  neutral: z.number(),
  /** The week's reviews, the whole the percentages are of. */
  reviews: z.number().int(),
});
export type WeeklySentiment = z.infer<typeof weeklySentimentSchema>;

/** `weeks` weeks (default 4), oldest first, every week present. */
export const weeklySentimentReportSchema = z.array(weeklySentimentSchema);

export const monthlySentimentQuerySchema = z.object({
  months: countOf('reportMonthsInvalid', MONTHLY_SENTIMENT_MONTHS_MAX, MONTHLY_SENTIMENT_MONTHS_DEFAULT),
  businessId,
});

/** A calendar month's reviews and their average stars; the last month is the current one, so far. */
export const monthlySentimentSchema = z.object({
  /** YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  reviews: z.number().int(),
  /** Mean of the stars, rounded to two decimals; 0 without reviews. */
  rating: z.number(),
});
export type MonthlySentiment = z.infer<typeof monthlySentimentSchema>;

/** `months` months (default 6), oldest first, every month present. */
export const monthlySentimentReportSchema = z.array(monthlySentimentSchema);
