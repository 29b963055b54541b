// Competitors (issue 11; decisions #4): Google places a business follows beside its own figures. Found by the
// Places API's text search near the business's locations; a daily job records each one's rating and review count.
import { z } from 'zod';
import { idSchema } from '../http/ids';

export const COMPETITORS_MAX = 5;
export const COMPETITOR_SEARCH_MIN_LENGTH = 2;
export const COMPETITOR_SEARCH_MAX_LENGTH = 100;

export const competitorSearchQuerySchema = z.object({
  query: z
    .string({ error: 'competitorSearchRequired' })
    .trim()
    .min(COMPETITOR_SEARCH_MIN_LENGTH, 'competitorSearchTooShort')
    .max(COMPETITOR_SEARCH_MAX_LENGTH, 'competitorSearchTooLong'),
});

/** A place the search found. */
export const competitorCandidateSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  rating: z.number().nullable(),
  userRatingCount: z.number().int().nullable(),
  /** Already one of the business's competitors. */
  alreadyAdded: z.boolean(),
  /** One of the business's own linked locations (cannot be added). */
  ownLocation: z.boolean(),
});
export type CompetitorCandidate = z.infer<typeof competitorCandidateSchema>;

export const competitorSearchResultSchema = z.array(competitorCandidateSchema);

export const addCompetitorBodySchema = z.object({
  placeId: z
    .string({ error: 'competitorPlaceRequired' })
    .trim()
    .min(1, 'competitorPlaceRequired')
    .max(300, 'competitorPlaceRequired'),
});
export type AddCompetitorBody = z.input<typeof addCompetitorBodySchema>;

export const competitorParamsSchema = z.object({ id: idSchema });

/** A day's recorded figures. */
export const competitorSnapshotSchema = z.object({
  /** YYYY-MM-DD in the business's time zone. */
  day: z.iso.date(),
  rating: z.number().nullable(),
  userRatingCount: z.number().int().nullable(),
});

export const competitorSchema = z.object({
  id: z.string(),
  placeId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** The latest recorded figures. */
  rating: z.number().nullable(),
  userRatingCount: z.number().int().nullable(),
  /** When it was added, and its figures then. */
  addedAt: z.iso.datetime(),
  ratingAtAdded: z.number().nullable(),
  userRatingCountAtAdded: z.number().int().nullable(),
  /** When its figures were last read from Google. */
  checkedAt: z.iso.datetime(),
  /** Every recorded day since it was added, oldest first. */
  history: z.array(competitorSnapshotSchema),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** The business itself, from its own reviews (all locations), for the side-by-side. */
export const ownCompetitiveFiguresSchema = z.object({
  name: z.string(),
  rating: z.number().nullable(),
  userRatingCount: z.number().int(),
  /** The same figures as of the oldest competitor's addition, for the trend; null without competitors. */
  ratingAtStart: z.number().nullable(),
  userRatingCountAtStart: z.number().int().nullable(),
});

export const competitorComparisonSchema = z.object({
  own: ownCompetitiveFiguresSchema,
  competitors: z.array(competitorSchema),
  /** How many a business may follow. */
  limit: z.number().int(),
});
export type CompetitorComparison = z.infer<typeof competitorComparisonSchema>;
