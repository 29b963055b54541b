// How fast and how often a business answers its reviews (issue 11): response rate and median response time,
// overall, by location and by team member. A review counts as answered when Google holds a reply, whether it
// was written in Sumaa or on Google; the response time runs from the review's creation to its reply's.
import { z } from 'zod';
import { reportDaySchema } from './performance';

/** Both days included, in the business's time zone; either may be left out (from the first review, to today). */
export const responsivenessQuerySchema = z
  .object({ startDate: reportDaySchema, endDate: reportDaySchema })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'reportDateRangeInvalid',
    path: ['endDate'],
  });

/** The reviews created in the period and how they were answered. */
export const responsivenessFiguresSchema = z.object({
  reviews: z.number().int(),
  /** Reviews with a reply Google holds. */
  replied: z.number().int(),
  /** replied ÷ reviews × 100, one decimal; 0 without reviews. */
  responseRate: z.number(),
  /** Median hours from review to reply (one decimal) over the replied reviews; null when none was replied. */
  medianResponseHours: z.number().nullable(),
});
export type ResponsivenessFigures = z.infer<typeof responsivenessFiguresSchema>;

export const locationResponsivenessSchema = responsivenessFiguresSchema.extend({
  locationId: z.string(),
  locationName: z.string(),
});

/** A member's replies published through Sumaa to the period's reviews (replies made on Google have no member). */
export const memberResponsivenessSchema = z.object({
  userId: z.string(),
  name: z.string(),
  replies: z.number().int(),
  medianResponseHours: z.number().nullable(),
});

export const responsivenessReportSchema = z.object({
  overall: responsivenessFiguresSchema,
  /** Every linked location, most reviews first. */
  byLocation: z.array(locationResponsivenessSchema),
  /** Members with at least one reply in the period, most replies first. */
  byMember: z.array(memberResponsivenessSchema),
  /** Replies made on Google (outside Sumaa) to the period's reviews. */
  repliedOnGoogle: z.number().int(),
});
export type ResponsivenessReport = z.infer<typeof responsivenessReportSchema>;

/** GET /api/reports/{businessId}/export: the analytics of the period as CSV. */
export const reportExportQuerySchema = responsivenessQuerySchema;
