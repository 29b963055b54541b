// GET /api/review-requests/links and the files of each link: the QR code as PNG and SVG and the A6 counter card
// as PDF. Signed in with SendReviewRequests; every read is in the caller's business's tenant transaction, so a
// location of another business (or none) answers 404, as an id that does not exist does.
import { reviewRequestLinkRoutes, routePath, type ReviewRequestLink } from '@sumaa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { publicApiUrl } from '../../../http/public-url';
import { registerRoute } from '../../../http/register-route';
import { attachmentDisposition } from '../../../lib/csv-file';
import { storedLogoFileOf } from '../../businesses';
import { businessScopeOf } from '../../shared/business-scope';
import { renderCounterCardPdf } from './counter-card';
import { requestLinkUrl } from './link-urls';
import {
  ensureLocationLink,
  ensureLocationLinks,
  readCardBusiness,
  type LocationLinkRow,
} from './links-store';
import { qrPng, qrSvg } from './qr-code';

function toLink(app: FastifyInstance, request: FastifyRequest, row: LocationLinkRow): ReviewRequestLink {
  const fileUrl = (route: { path: string }) =>
    publicApiUrl(request, app.config.publicApiUrl, routePath(route, { locationId: row.location_id }));
  return {
    locationId: row.location_id,
    locationName: row.location_name,
    url: requestLinkUrl(app, row.code),
    qrPngUrl: fileUrl(reviewRequestLinkRoutes.qrPng),
    qrSvgUrl: fileUrl(reviewRequestLinkRoutes.qrSvg),
    cardPdfUrl: fileUrl(reviewRequestLinkRoutes.card),
  };
}

/** A file name from the branch's name: letters and digits of any script kept, the rest dashes. */
function fileNameOf(locationName: string, extension: string): string {
  const stem = locationName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'review-link'}.${extension}`;
}

function sendFile(reply: FastifyReply, contentType: string, fileName: string, body: Buffer | string) {
  return reply
    .headers({
      'content-type': contentType,
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(body);
}

export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's business's link of the location in the path, made if it is the first read; else 404. */
  async function linkOf(request: FastifyRequest, locationId: string) {
    const scope = businessScopeOf(request);
    return app.db.tenantTransaction(scope, async (tx) => {
      const link = await ensureLocationLink(tx, scope.businessId, locationId, app.now());
      if (!link) throw new AppError(404, 'reviewRequestLocationNotFound');
      return { link, business: await readCardBusiness(tx, scope.businessId) };
    });
  }

  registerRoute(app, reviewRequestLinkRoutes.links, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const rows = await app.db.tenantTransaction(scope, (tx) =>
        ensureLocationLinks(tx, scope.businessId, app.now()),
      );
      return successEnvelope(
        rows.map((row) => toLink(app, request, row)),
        request.language,
      );
    },
  });

  registerRoute(app, reviewRequestLinkRoutes.qrPng, {
    handler: async (request, reply) => {
      const { link } = await linkOf(request, request.params.locationId);
      const png = await qrPng(requestLinkUrl(app, link.code));
      return sendFile(reply, 'image/png', fileNameOf(link.location_name, 'png'), png);
    },
  });

  registerRoute(app, reviewRequestLinkRoutes.qrSvg, {
    handler: async (request, reply) => {
      const { link } = await linkOf(request, request.params.locationId);
      const svg = await qrSvg(requestLinkUrl(app, link.code));
      return sendFile(reply, 'image/svg+xml; charset=utf-8', fileNameOf(link.location_name, 'svg'), svg);
    },
  });

  registerRoute(app, reviewRequestLinkRoutes.card, {
    handler: async (request, reply) => {
      const { link, business } = await linkOf(request, request.params.locationId);
      const logoFile = storedLogoFileOf(business.logo_url);
      const logo = logoFile ? await app.avatars.read(logoFile) : null;
      const pdf = await renderCounterCardPdf({
        businessName: business.name,
        locationName: link.location_name,
        url: requestLinkUrl(app, link.code),
        logo,
      });
      return sendFile(reply, 'application/pdf', fileNameOf(link.location_name, 'pdf'), pdf);
    },
  });
};
