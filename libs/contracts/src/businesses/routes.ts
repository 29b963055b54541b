// The tenant's own business: its profile, logo and settings.
import { z } from 'zod';
import { businessProfileSchema, businessProfileWriteSchema } from './profile';
import { businessSettingsSchema, updateBusinessSettingsSchema } from './settings';
import {
  businessProfileEndpoint,
  businessSettingsEndpoint,
  createBusinessProfileEndpoint,
  removeBusinessLogoEndpoint,
  updateBusinessProfileEndpoint,
  updateBusinessSettingsEndpoint,
  uploadBusinessLogoEndpoint,
} from './endpoints';
import { defineRoute } from '../http/defineRoute';
import { idSchema } from '../http/ids';

const TAGS = ['Businesses'] as const;
const businessParamsSchema = z.object({ id: idSchema });

export const businessProfileRoute = defineRoute({
  ...businessProfileEndpoint,
  response: businessProfileSchema,
  failures: [404],
  tags: TAGS,
  summary: 'The current business profile (tenant-scoped)',
});

export const createBusinessProfileRoute = defineRoute({
  ...createBusinessProfileEndpoint,
  body: businessProfileWriteSchema,
  response: businessProfileSchema,
  failures: [404],
  tags: TAGS,
  summary: "Save the caller's business profile (the spec's save without an id)",
  description:
    'Every member already has a business, so this saves the profile of the business the request acts for ' +
    '(X-Business-Id, else the caller’s first business); a caller without one gets 403 businessForbidden. ' +
    'An `id` in the body naming another business gets 404; `logoUrl` is ignored (the logo has its own call).',
});

export const updateBusinessProfileRoute = defineRoute({
  ...updateBusinessProfileEndpoint,
  params: businessParamsSchema,
  body: businessProfileWriteSchema,
  response: businessProfileSchema,
  failures: [404],
  tags: TAGS,
  summary: 'Save the business profile; another business is refused',
  description:
    'The id must be the business the request acts for (X-Business-Id, else the caller’s first business). ' +
    'Any other id gets 404, whether that business exists or not, so other businesses are not revealed; to ' +
    'edit another business of yours, name it in X-Business-Id. `logoUrl` in the body is ignored.',
});

export const uploadBusinessLogoRoute = defineRoute({
  ...uploadBusinessLogoEndpoint,
  params: businessParamsSchema,
  body: z.object({
    logo: z
      .union([z.custom<Uint8Array>((value) => ArrayBuffer.isView(value)), z.string()])
      .optional()
      .meta({ type: 'string', format: 'binary', description: 'PNG, JPEG or WebP, at most 5 MB' }),
  }),
  response: businessProfileSchema,
  failures: [404],
  tags: TAGS,
  summary: 'Upload the business logo (multipart field logo, checked by content)',
  description:
    'Same rules as profile images: PNG, JPEG or WebP by content (else 415 invalidImage), at most 5 MB (else 413 ' +
    'payloadTooLarge), re-encoded without metadata; the previous logo file is deleted. The id must be the ' +
    'business the request acts for, else 404.',
});

export const removeBusinessLogoRoute = defineRoute({
  ...removeBusinessLogoEndpoint,
  params: businessParamsSchema,
  response: businessProfileSchema,
  failures: [404],
  tags: TAGS,
  summary: 'Remove the business logo',
  description:
    'Clears the logo and deletes its file. The id must be the business the request acts for, else 404.',
});

export const businessSettingsRoute = defineRoute({
  ...businessSettingsEndpoint,
  response: businessSettingsSchema,
  tags: TAGS,
  summary: 'Notifications, privacy and preferences of the business (defaults until saved)',
});

export const updateBusinessSettingsRoute = defineRoute({
  ...updateBusinessSettingsEndpoint,
  body: updateBusinessSettingsSchema,
  response: businessSettingsSchema,
  tags: TAGS,
  summary: 'Change any part of the settings; what is left out keeps its value',
});

export const businessRoutes = {
  profile: businessProfileRoute,
  createProfile: createBusinessProfileRoute,
  updateProfile: updateBusinessProfileRoute,
  uploadLogo: uploadBusinessLogoRoute,
  removeLogo: removeBusinessLogoRoute,
  settings: businessSettingsRoute,
  updateSettings: updateBusinessSettingsRoute,
} as const;
