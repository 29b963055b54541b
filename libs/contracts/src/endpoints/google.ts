// The google routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const googleLoginTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Auth/google-login/ticket',
  access: 'signedIn',
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
  access: 'signedIn',
});

export const googleConnectionStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Platforms/google',
  access: 'signedIn',
});

export const googleDisconnectEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/Platforms/google',
  access: 'signedIn',
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

export const linkedLocationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/locations',
  access: 'signedIn',
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
