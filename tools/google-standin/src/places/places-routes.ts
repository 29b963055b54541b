// The Places API (New) as a client with an API key calls it: text search (POST /v1/places:searchText) and place
// details (GET /v1/places/{placeId}). Like Google: the key comes in X-Goog-Api-Key (or `key`), a missing one is
// 403 PERMISSION_DENIED and a wrong one 400 INVALID_ARGUMENT API_KEY_INVALID; the field mask is required (400
// without it); an unknown place is 404 NOT_FOUND; a search that finds nothing answers `{}`.
import type { Exchange, Route, StandinContext } from '../context';
import { readJsonObject } from '../http/request-body';
import { GOOGLE_MESSAGES, sendGoogleError, sendInvalidArgument, sendJson } from '../http/responses';
import { maskPlace, parseFieldMask, placeResource } from './place-resources';
import type { LatLng, TextSearch } from './place-store';

const PAGE_SIZE = { default: 20, max: 20 };
/** Google's limit on a location bias circle. */
const MAX_RADIUS_METERS = 50_000;

function firstHeader(exchange: Exchange, name: string): string | null {
  const value = exchange.request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The body's locationBias circle, or what is wrong with it. */
function parseBias(value: unknown): { bias?: TextSearch['bias'] } | { error: [string, string] } {
  if (value === undefined) return {};
  const circle = (value as { circle?: { center?: Partial<LatLng>; radius?: unknown } } | null)?.circle;
  if (!circle || typeof circle !== 'object') {
    return { error: ['location_bias', 'The stand-in supports a circle location bias only.'] };
  }
  const { center, radius = 0 } = circle;
  if (
    !isNumber(center?.latitude) ||
    !isNumber(center?.longitude) ||
    Math.abs(center.latitude) > 90 ||
    Math.abs(center.longitude) > 180
  ) {
    return { error: ['location_bias.circle.center', 'Invalid latitude/longitude.'] };
  }
  if (!isNumber(radius) || radius < 0 || radius > MAX_RADIUS_METERS) {
    return {
      error: ['location_bias.circle.radius', 'Radius must be between 0.0 and 50000.0, inclusive.'],
    };
  }
  return {
    bias: { center: { latitude: center.latitude, longitude: center.longitude }, radiusMeters: radius },
  };
}

export function placesRoutes(context: StandinContext): Route[] {
  /** False after answering as Google does to a missing or wrong API key. */
  const keyAccepted = (exchange: Exchange): boolean => {
    const key = firstHeader(exchange, 'x-goog-api-key') ?? exchange.url.searchParams.get('key');
    if (!key) {
      sendGoogleError(exchange.response, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
      return false;
    }
    if (key !== context.config.placesApiKey) {
      sendJson(exchange.response, 400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
              metadata: { service: 'places.googleapis.com' },
            },
          ],
        },
      });
      return false;
    }
    return true;
  };

  const fieldMask = (exchange: Exchange, prefix: '' | 'places.') => {
    const raw =
      firstHeader(exchange, 'x-goog-fieldmask') ??
      exchange.url.searchParams.get('fields') ??
      exchange.url.searchParams.get('$fields');
    const mask = parseFieldMask(raw, prefix);
    if ('error' in mask) {
      sendGoogleError(exchange.response, 'INVALID_ARGUMENT', mask.error);
      return undefined;
    }
    return mask.paths;
  };

  return [
    {
      name: 'placesSearchText',
      method: 'POST',
      path: /^\/v1\/places:searchText$/,
      kind: 'api',
      handle: async (exchange) => {
        if (!keyAccepted(exchange)) return;
        const mask = fieldMask(exchange, 'places.');
        if (!mask) return;
        const body = await readJsonObject(exchange.request);
        const { response } = exchange;
        const textQuery = typeof body.textQuery === 'string' ? body.textQuery.trim() : '';
        if (!textQuery) return sendInvalidArgument(response, 'text_query', 'Empty text_query.');
        const languageCode = typeof body.languageCode === 'string' ? body.languageCode : undefined;
        const requested = body.pageSize ?? body.maxResultCount ?? 0;
        if (!Number.isInteger(requested) || (requested as number) < 0) {
          return sendInvalidArgument(response, 'page_size', 'page_size must be a non-negative integer.');
        }
        const pageSize = Math.min(PAGE_SIZE.max, (requested as number) || PAGE_SIZE.default);
        const bias = parseBias(body.locationBias);
        if ('error' in bias) return sendInvalidArgument(response, ...bias.error);

        const found = context.places.search({ textQuery, bias: bias.bias, pageSize });
        // proto3 JSON: no results, no `places` field at all.
        if (found.length === 0) return sendJson(response, 200, {});
        sendJson(response, 200, {
          places: found.map((place) =>
            maskPlace(placeResource(place, context.places.figuresOf(place), languageCode), mask),
          ),
        });
      },
    },
    {
      name: 'placeDetails',
      method: 'GET',
      path: /^\/v1\/places\/([^/:]+)$/,
      kind: 'api',
      handle: (exchange) => {
        if (!keyAccepted(exchange)) return;
        const mask = fieldMask(exchange, '');
        if (!mask) return;
        const place = context.places.place(exchange.params[0]);
        if (!place) return sendGoogleError(exchange.response, 'NOT_FOUND', GOOGLE_MESSAGES.notFound);
        const languageCode = exchange.url.searchParams.get('languageCode') ?? undefined;
        sendJson(
          exchange.response,
          200,
          maskPlace(placeResource(place, context.places.figuresOf(place), languageCode), mask),
        );
      },
    },
  ];
}
