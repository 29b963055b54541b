// The google routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

/** Connecting decides whose Google profile the business reads and answers as: its admins' call. */
export const googleLoginTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Auth/google-login/ticket',
  access: { role: 'admin' },
});

export const googleLoginStartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Auth/google-login/start',
  access: 'public',
  reply: 'redirect',
});

export const googleLoginCallbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Auth/google-login/callback',
  access: 'public',
  reply: 'html',
});

export const platformConnectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Platforms/connect',
  access: { role: 'admin' },
});

/** Any member may see whether the business is connected (no token is ever shown). */
export const googleConnectionStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Platforms/google',
  access: { role: 'viewer' },
});

export const googleDisconnectEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/Platforms/google',
  access: { role: 'admin' },
});

export const googleLocationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/integration/google/locations',
  access: { role: 'admin' },
});

export const linkLocationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/locations/link',
  access: { role: 'admin' },
});

/** Any member reads the linked locations; only admins choose them. */
export const linkedLocationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/locations',
  access: { role: 'viewer' },
});

export const googleEndpoints = {
  loginTicket: googleLoginTicketEndpoint,
  loginStart: googleLoginStartEndpoint,
  loginCallback: googleLoginCallbackEndpoint,
  platformConnect: platformConnectEndpoint,
  connectionStatus: googleConnectionStatusEndpoint,
  disconnect: googleDisconnectEndpoint,
  locations: googleLocationsEndpoint,
  linkLocations: linkLocationsEndpoint,
  linkedLocations: linkedLocationsEndpoint,
} as const;

/** The popup flow's paths, for the server that builds its URLs and cookie path. */
export const GOOGLE_LOGIN_PATHS = {
  ticket: googleLoginTicketEndpoint.path,
  start: googleLoginStartEndpoint.path,
  callback: googleLoginCallbackEndpoint.path,
} as const;
