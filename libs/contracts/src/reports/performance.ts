// The overview's report calls (spec §3 "Performance summary", "Growth"; spec §7). Periods are days in the
// business's time zone; a businessId that is not the caller's is refused (403).
import { z } from 'zod';

/** A day in the business's time zone, YYYY-MM-DD; the report calls' startDate and endDate. */
export const reportDaySchema = z.iso
  .date({ error: 'reportDateInvalid' })
  .refine((value) => !value.startsWith('0000'), 'reportDateInvalid')
  .optional();

/** Both days included; either may be left out (from the first review, up to today). */
export const performanceSummaryQuerySchema = z
  .object({
    startDate: reportDaySchema,
    endDate: reportDaySchema,
    businessId: z.string({ error: 'invalidValue' }).optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'reportDateRangeInvalid',
    path: ['endDate'],
  });

export const performanceSummaryByBusinessQuerySchema = z
  .object({ startDate: reportDaySchema, endDate: reportDaySchema })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'reportDateRangeInvalid',
    path: ['endDate'],
  });

export const reportBusinessParamsSchema = z.object({ businessId: z.string() });

export const performanceSummarySchema = z.object({
  totalReviews: z.number().int(),
  /** Mean of the stars, rounded to two decimals; 0 without reviews. */
  averageRating: z.number(),
  positiveReviews: z.number().int(),
  negativeReviews: z.number().int(),
  neutralReviews: z.number().int(),
  /** Count of reviews per star, "1" to "5", every key present. */
  starDistribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
  /** Reviews with a reply at Google in the period, and their share of the total (0–100). */
  repliedReviews: z.number().int(),
  responseRate: z.number(),
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;

export const GROWTH_DAYS_DEFAULT = 90;
export const GROWTH_DAYS_MAX = 3650;

export const growthQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'reportDaysInvalid' })
    .int('reportDaysInvalid')
    .min(1, 'reportDaysInvalid')
    .max(GROWTH_DAYS_MAX, 'reportDaysInvalid')
    .default(GROWTH_DAYS_DEFAULT),
});

/** Reviews of the last `days` against the `days` before them. */
export const growthSchema = z.object({
  /** (current − previous) ÷ previous × 100, one decimal; null when the previous period had none. */
  growthPercentage: z.number().nullable(),
  currentPeriodReviews: z.number().int(),
  previousPeriodReviews: z.number().int(),
  days: z.number().int(),
});
export type Growth = z.infer<typeof growthSchema>;
