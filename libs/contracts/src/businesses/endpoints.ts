// The businesses routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const businessProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Businesses',
  access: { role: 'viewer' },
});

/** The spec's "no id" save: it acts on the caller's business. */
export const createBusinessProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Businesses',
  access: { permission: 'Settings' },
});

export const updateBusinessProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Businesses/:id',
  access: { permission: 'Settings' },
});

export const uploadBusinessLogoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Businesses/:id/logo',
  access: { permission: 'Settings' },
  bodyKind: 'multipart',
});

export const removeBusinessLogoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/Businesses/:id/logo',
  access: { permission: 'Settings' },
});

/** Every member reads them: the dates, timezone and currency they see come from here. */
export const businessSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/business-settings',
  access: { role: 'viewer' },
});

export const updateBusinessSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/business-settings',
  access: { permission: 'Settings' },
});

export const businessEndpoints = {
  profile: businessProfileEndpoint,
  createProfile: createBusinessProfileEndpoint,
  updateProfile: updateBusinessProfileEndpoint,
  uploadLogo: uploadBusinessLogoEndpoint,
  removeLogo: removeBusinessLogoEndpoint,
  settings: businessSettingsEndpoint,
  updateSettings: updateBusinessSettingsEndpoint,
} as const;
