// Google Business Profile (spec §7 "Google connection"): the connection popup under /api/Auth/google-login,
// the platform endpoints under /api/Platforms, and the Google locations the business links.
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '../common/envelope';
import {
  googleConnectionStatusSchema,
  googleLoginTicketModelSchema,
  platformConnectInputSchema,
} from './connection';
import {
  googleLocationListSchema,
  linkLocationsInputSchema,
  linkedLocationListSchema,
} from './locations';
import { defineRoute } from '../http/defineRoute';
import {
  googleConnectionStatusEndpoint,
  googleDisconnectEndpoint,
  googleLocationsEndpoint,
  googleLoginCallbackEndpoint,
  googleLoginStartEndpoint,
  googleLoginTicketEndpoint,
  linkLocationsEndpoint,
  linkedLocationsEndpoint,
  platformConnectEndpoint,
} from './endpoints';

const TAGS = ['Google'] as const;
const optionalParameter = z.string().max(4096).optional();

/**
 * A failed Google call while the user waits: the envelope plus the `statusCode` the spec's client reads
 * (401 + errors.code googleNotConnected, 502 + googleUnavailable).
 */
export const googleFailureEnvelopeSchema = errorEnvelopeSchema.extend({ statusCode: z.number().int() });

const CONNECT_BY_ADMINS =
  'Admins of the business (X-Business-Id) only: other roles get 403, the super admin (no business) 403 googleConnectForbidden.';

export const googleLoginTicketRoute = defineRoute({
  ...googleLoginTicketEndpoint,
  response: googleLoginTicketModelSchema,
  tags: TAGS,
  summary: 'A one-time URL (2 min) for the Google connection popup; admins of the business (X-Business-Id)',
  description:
    'Open `model.url` in a popup. It redirects to Google; when the user returns, the popup posts ' +
    "`{ type: 'sumaa:google-connection', status }` (googleConnectionSignalSchema) to its opener at the " +
    "shell's origin and closes. No token ever reaches the browser.",
});

export const googleLoginStartRoute = defineRoute({
  ...googleLoginStartEndpoint,
  query: z.object({ ticket: z.string().max(4096).optional() }),
  response: z.string(),
  tags: TAGS,
  summary: "Opened in the popup: redirects (302) to Google's consent screen",
  description:
    'With a valid ticket from POST /api/Auth/google-login/ticket: 302 to Google, setting a short-lived ' +
    'cookie that binds the flow to this browser. Otherwise an HTML page that signals the error to the opener.',
});

export const googleLoginCallbackRoute = defineRoute({
  ...googleLoginCallbackEndpoint,
  query: z.object({
    code: optionalParameter,
    state: optionalParameter,
    error: optionalParameter,
    scope: optionalParameter,
  }),
  response: z.string().describe('The popup page (text/html); failures answer the same page with 4xx/5xx'),
  tags: TAGS,
  summary: "Google's redirect URI: stores the tokens and answers the popup page that signals the opener",
  description:
    'Answers text/html: a page that posts `googleConnectionSignalSchema` to `window.opener` at ' +
    'PUBLIC_APP_URL and closes (or, without an opener, says what happened in Arabic and English).',
});

export const platformConnectRoute = defineRoute({
  ...platformConnectEndpoint,
  body: platformConnectInputSchema,
  response: googleConnectionStatusSchema,
  failures: [502],
  tags: TAGS,
  summary: 'Connect Google with tokens the client holds (admins of the business, X-Business-Id)',
  description:
    "platformType must be 'google'; expiresAt is ISO 8601. The tokens are checked with Google " +
    '(400 googleTokenRejected when Google refuses them) and stored encrypted; they are never returned. ' +
    CONNECT_BY_ADMINS,
});

export const googleConnectionStatusRoute = defineRoute({
  ...googleConnectionStatusEndpoint,
  response: googleConnectionStatusSchema,
  failures: [404],
  tags: TAGS,
  summary: "The business's Google connection: connected, Google account e-mail, since when",
});

export const googleDisconnectRoute = defineRoute({
  ...googleDisconnectEndpoint,
  response: googleConnectionStatusSchema,
  tags: TAGS,
  summary: 'Disconnect Google: the stored tokens are deleted (admins of the business)',
  description: CONNECT_BY_ADMINS,
});

const GOOGLE_FAILURE_STATUSES = [400, 401, 403, 413, 415, 429, 500, 502] as const;

export const googleLocationsRoute = defineRoute({
  ...googleLocationsEndpoint,
  response: googleLocationListSchema,
  failures: [502],
  // Every reply of this route carries statusCode, which the spec's client reads (errors included).
  responses: {
    200: envelopeSchema(googleLocationListSchema).extend({ statusCode: z.number().int() }),
    ...Object.fromEntries(GOOGLE_FAILURE_STATUSES.map((status) => [status, googleFailureEnvelopeSchema])),
  },
  tags: TAGS,
  summary: 'Locations of the connected Google Business Profile account (admins)',
  description:
    'Every reply has `statusCode`. 401 with `errors.code = ["googleNotConnected"]`: Google is not connected ' +
    '(not an expired session: do not refresh). 502 with `errors.code = ["googleUnavailable"]`: Google failed. ' +
    '`linkedElsewhereCount` counts places of this account that another Sumaa business has linked (not listed).',
});

export const linkLocationsRoute = defineRoute({
  ...linkLocationsEndpoint,
  body: linkLocationsInputSchema,
  response: linkedLocationListSchema,
  failures: [409, 502],
  // The Google failures carry statusCode and errors.code, as on the locations list.
  responses: {
    401: googleFailureEnvelopeSchema.partial({ statusCode: true }),
    502: googleFailureEnvelopeSchema,
  },
  tags: TAGS,
  summary: 'Link Google locations to the business (admins); idempotent',
  description:
    'Each place id must be a location of the connected Google account (else 400 with field errors ' +
    '`placeIds.N`); a place linked by another business gives 409. The model lists every linked location. ' +
    'Google not connected: 401 with `errors.code = ["googleNotConnected"]`, as on the locations list.',
});

export const linkedLocationsRoute = defineRoute({
  ...linkedLocationsEndpoint,
  response: linkedLocationListSchema,
  tags: TAGS,
  summary: 'The business’s linked Google locations',
});

export const googleRoutes = {
  loginTicket: googleLoginTicketRoute,
  loginStart: googleLoginStartRoute,
  loginCallback: googleLoginCallbackRoute,
  platformConnect: platformConnectRoute,
  connectionStatus: googleConnectionStatusRoute,
  disconnect: googleDisconnectRoute,
  locations: googleLocationsRoute,
  linkLocations: linkLocationsRoute,
  linkedLocations: linkedLocationsRoute,
} as const;
