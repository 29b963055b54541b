// What POST /api/Businesses and PUT /api/Businesses/{id} share: saving the profile texts of the business this
// request acts for. An id in the body that names another business is answered 404 like one in the path; the
// logo is not taken from the body (it has its own upload call).
import type { businessProfileWriteSchema } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { readBusinessProfile, updateBusinessProfileTexts } from '../businesses-store';

export async function saveBusinessProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: { businessId: string; userId: string },
  body: z.output<typeof businessProfileWriteSchema>,
) {
  if (body.id && body.id.toLowerCase() !== scope.businessId) throw notFound();
  const { id: _id, logoUrl: _ignoredLogoUrl, ...texts } = body;
  const profile = await app.db.tenantTransaction(scope, async (tx) => {
    if (!(await updateBusinessProfileTexts(tx, scope.businessId, texts, app.now()))) throw notFound();
    return (await readBusinessProfile(tx, scope.businessId))!;
  });
  return successEnvelope(profile, request.language, 'profileSaved');
}
