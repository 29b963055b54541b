// The Places API (New) client, beside the Business Profile one: text search and place details over the same
// GoogleHttp (Node's fetch, timeouts, Retry-After), with the API key in X-Goog-Api-Key and the required field
// mask in X-Goog-FieldMask. Somebody is waiting on a search, so it tries twice at most and never waits long.
// Every failure that is not "no such place" (no key configured, a refused key, 429, 5xx, timeouts, an answer of
// the wrong shape) is PlacesUnavailableError: 503 competitorSearchUnavailable to the browser, the cause in the log.
// The key goes only into that header: never into a URL, a log line or an answer.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { GoogleConfig } from './google-config';
import { AppError } from '../../http/app-error';
import { GoogleApiError } from './errors';
import { createGoogleHttp, type GoogleHttp, type GoogleRequest } from './google-http';
import type { GooglePlace, GooglePlacesClient, PlacesTextSearch } from './places-types';

export const PLACES_SEARCH_FIELD_MASK =
  'places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount,places.location';
export const PLACE_DETAILS_FIELD_MASK = 'id,displayName,formattedAddress,rating,userRatingCount,location';
export const PLACES_PAGE_SIZE_MAX = 20;
/** Google's largest location-bias circle. */
export const PLACES_BIAS_RADIUS_MAX_METERS = 50_000;

/** Interactive calls: two tries, a short timeout, no long Retry-After waits. */
const PLACES_MAX_ATTEMPTS = 2;
const PLACES_TIMEOUT_MS = 10_000;
const PLACES_MAX_RETRY_DELAY_MS = 2_000;

/**
 * Place ids are URL-safe base64-like text (`ChIJ…`, or longer `Eh…` ids). Anything else cannot be a place, and
 * is answered "not found" without asking Google (whose 400 for it would look like a refused key).
 */
const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;

/** Google's place search cannot be used now: answered 503 competitorSearchUnavailable. */
export class PlacesUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(503, 'competitorSearchUnavailable');
    this.name = 'PlacesUnavailableError';
  }
}

const latLngSchema = z.looseObject({ latitude: z.number(), longitude: z.number() });
const placeSchema = z.looseObject({
  id: z.string().min(1),
  displayName: z.looseObject({ text: z.string(), languageCode: z.string().optional() }).optional(),
  formattedAddress: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().int().nonnegative().optional(),
  location: latLngSchema.optional(),
});
const searchAnswerSchema = z.looseObject({ places: z.array(placeSchema).default([]) });

function toPlace(parsed: z.output<typeof placeSchema>): GooglePlace {
  const place: GooglePlace = { id: parsed.id };
  if (parsed.displayName) place.displayName = { ...parsed.displayName };
  if (parsed.formattedAddress !== undefined) place.formattedAddress = parsed.formattedAddress;
  if (parsed.rating !== undefined) place.rating = parsed.rating;
  if (parsed.userRatingCount !== undefined) place.userRatingCount = parsed.userRatingCount;
  if (parsed.location)
    place.location = { latitude: parsed.location.latitude, longitude: parsed.location.longitude };
  return place;
}

export function createPlacesClient(options: {
  config: Pick<GoogleConfig, 'placesUrl' | 'placesApiKey'>;
  http: GoogleHttp;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): GooglePlacesClient {
  const { config, http, log } = options;

  /** The call, with the key and the mask; every failure but `notFoundAs` becomes PlacesUnavailableError. */
  async function call<T>(
    request: Omit<GoogleRequest, 'headers'>,
    fieldMask: string,
    schema: z.ZodType<T>,
    notFoundAs?: () => T,
  ): Promise<T> {
    // Without a key Google refuses every call (so does the stand-in): say so once here instead of asking.
    if (!config.placesApiKey) {
      throw unavailable(request.operation, 'no Places API key is configured (GOOGLE_PLACES_API_KEY)');
    }
    let body: unknown;
    try {
      body = await http.send({
        ...request,
        headers: { 'X-Goog-Api-Key': config.placesApiKey, 'X-Goog-FieldMask': fieldMask },
      });
    } catch (error) {
      if (notFoundAs && error instanceof GoogleApiError && error.status === 404) return notFoundAs();
      throw unavailable(request.operation, error instanceof Error ? error.message : String(error));
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw unavailable(request.operation, 'the answer does not have the documented shape');
    return parsed.data;
  }

  function unavailable(operation: string, reason: string): PlacesUnavailableError {
    log?.warn({ operation, reason }, 'Google Places API unavailable');
    return new PlacesUnavailableError(`${operation}: ${reason}`);
  }

  return {
    async searchText(search: PlacesTextSearch): Promise<GooglePlace[]> {
      const body: Record<string, unknown> = {
        textQuery: search.textQuery,
        languageCode: search.languageCode,
        pageSize: Math.min(PLACES_PAGE_SIZE_MAX, Math.max(1, Math.floor(search.pageSize))),
      };
      if (search.near) {
        body.locationBias = {
          circle: {
            center: { latitude: search.near.latitude, longitude: search.near.longitude },
            radius: Math.min(PLACES_BIAS_RADIUS_MAX_METERS, Math.max(0, search.near.radiusMeters)),
          },
        };
      }
      const answer = await call(
        {
          method: 'POST',
          url: `${config.placesUrl}/v1/places:searchText`,
          operation: 'search Google places',
          json: body,
        },
        PLACES_SEARCH_FIELD_MASK,
        searchAnswerSchema,
      );
      return answer.places.map(toPlace);
    },

    async placeDetails(placeId, detailsOptions = {}) {
      if (!PLACE_ID.test(placeId)) return null;
      const url = new URL(`${config.placesUrl}/v1/places/${encodeURIComponent(placeId)}`);
      if (detailsOptions.languageCode) url.searchParams.set('languageCode', detailsOptions.languageCode);
      const place = await call<z.output<typeof placeSchema> | null>(
        { method: 'GET', url: url.toString(), operation: 'read a Google place' },
        PLACE_DETAILS_FIELD_MASK,
        placeSchema,
        () => null,
      );
      return place ? toPlace(place) : null;
    },
  };
}

const clientsByConfig = new WeakMap<AppConfig, GooglePlacesClient>();

/** The app's Places client, built on first use (shared by every plugin instance of one app, like googleServices). */
export function googlePlacesClient(app: FastifyInstance): GooglePlacesClient {
  const existing = clientsByConfig.get(app.config);
  if (existing) return existing;
  const { google } = app.config;
  const log = app.log.child({ component: 'google-places' });
  const client = createPlacesClient({
    config: google,
    http: createGoogleHttp({
      ...google.http,
      timeoutMs: Math.min(google.http.timeoutMs, PLACES_TIMEOUT_MS),
      maxAttempts: Math.min(google.http.maxAttempts, PLACES_MAX_ATTEMPTS),
      maxRetryDelayMs: Math.min(google.http.maxRetryDelayMs, PLACES_MAX_RETRY_DELAY_MS),
      log,
    }),
    log,
  });
  clientsByConfig.set(app.config, client);
  return client;
}
