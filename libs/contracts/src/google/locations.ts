// Google locations of spec §3 ("Google location", "Location link") and the linked locations of a business.
// GET /api/integration/google/locations lists what the connected Google account manages; POST
// /api/locations/link links some of them to the business (the onboarding wizard's step 1).
import { z } from 'zod';

/** One location of the connected Google account, as the wizard's list shows it. */
export const googleLocationSchema = z.object({
  /** Google's place id: what POST /api/locations/link takes. */
  id: z.string(),
  name: z.string(),
  /** Google's average rating; null while the location has no review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  /** One line, formatted from Google's postal address ('' when Google has none). */
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** Already linked to this business. */
  linked: z.boolean(),
});
export type GoogleLocation = z.infer<typeof googleLocationSchema>;

export const googleLocationListSchema = z.object({
  items: z.array(googleLocationSchema),
  /**
   * Locations of this Google account left out because another Sumaa business has linked them (a place
   * belongs to one business). Nothing else about that business is ever shown; the wizard can explain why
   * a location is missing.
   */
  linkedElsewhereCount: z.number().int().nonnegative(),
});
export type GoogleLocationList = z.infer<typeof googleLocationListSchema>;

/**
 * Failures of the Google calls carry a machine-readable code in `errors.code`, beside the translated
 * message and the statusCode field the spec's client reads: 401 + `googleNotConnected` (connect Google
 * first; NOT an expired session, so the client must not refresh and retry), 502 + `googleUnavailable`.
 */
export const GOOGLE_ERROR_CODE_FIELD = 'code';
export const GOOGLE_ERROR_CODES = ['googleNotConnected', 'googleUnavailable'] as const;
export type GoogleErrorCode = (typeof GOOGLE_ERROR_CODES)[number];

/** The Google error code of a failed reply's `errors`, if it has one. */
export function googleErrorCodeOf(
  errors: Record<string, string[]> | null | undefined,
): GoogleErrorCode | null {
  const code = errors?.[GOOGLE_ERROR_CODE_FIELD]?.[0];
  return (GOOGLE_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as GoogleErrorCode) : null;
}

export const LINK_LOCATIONS_MAX = 50;

/** POST /api/locations/link: 1 to 50 distinct place ids. Linking is idempotent. */
export const linkLocationsInputSchema = z.object({
  placeIds: z
    .array(z.string({ error: 'invalidValue' }).trim().min(1, 'fieldRequired').max(200, 'fieldTooLong'), {
      error: (issue) => (issue.input === undefined ? 'placeIdsRequired' : 'invalidValue'),
    })
    .min(1, 'placeIdsRequired')
    .max(LINK_LOCATIONS_MAX, 'placeIdsTooMany')
    .refine((ids) => new Set(ids).size === ids.length, 'placeIdsDuplicate'),
});
export type LinkLocationsInput = z.infer<typeof linkLocationsInputSchema>;

/** A location linked to the business (POST /api/locations/link, GET /api/locations). */
export const linkedLocationSchema = z.object({
  /** Sumaa's id of the link. */
  id: z.string(),
  placeId: z.string(),
  name: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  linkedAt: z.string(),
  /** When its reviews were last synchronised; null before the first sync. */
  lastSyncedAt: z.string().nullable(),
});
export type LinkedLocation = z.infer<typeof linkedLocationSchema>;

export const linkedLocationListSchema = z.object({ items: z.array(linkedLocationSchema) });
export type LinkedLocationList = z.infer<typeof linkedLocationListSchema>;
