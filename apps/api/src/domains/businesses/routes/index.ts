import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBusinessProfileRoute } from './create-business-profile';
import { getBusinessProfileRoute } from './get-business-profile';
import { getBusinessSettingsRoute } from './get-business-settings';
import { removeBusinessLogoRoute } from './remove-business-logo';
import { updateBusinessProfileRoute } from './update-business-profile';
import { updateBusinessSettingsRoute } from './update-business-settings';
import { uploadBusinessLogoRoute } from './upload-business-logo';

/** The tenant's own business: its profile, logo and settings. */
export const businessesDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(getBusinessProfileRoute);
  await app.register(createBusinessProfileRoute);
  await app.register(updateBusinessProfileRoute);
  await app.register(uploadBusinessLogoRoute);
  await app.register(removeBusinessLogoRoute);
  await app.register(getBusinessSettingsRoute);
  await app.register(updateBusinessSettingsRoute);
};
