// GET /r/{code}: the public landing page of a review link. The code is a request's own (review_requests.code:
// the request is marked clicked, once, and the page speaks its contact's language) or a location link's (a visit
// is counted for the location). ?lang=ar|en overrides the language, else the browser's Accept-Language, else
// Arabic. An unknown code, or one whose place is no longer linked, gets a 404 page in both languages, not JSON.
import { reviewRequestLinkRoutes, type Language } from '@sumaa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import {
  countLinkVisit,
  findCodeBusiness,
  markRequestClicked,
  readLandingTarget,
  type LandingTarget,
} from '../links/links-store';
import { renderLandingNotFoundPage, renderLandingPage } from './landing-page';
import type { LinkPage } from '../../../mail/layout/link-page';

/**
 * Link previews fetch a link as soon as it is sent (WhatsApp, iMessage, Telegram, mail scanners): that is no
 * click of the contact's. They get the same page; only the count is left alone.
 */
const LINK_PREVIEW_AGENT =
  /whatsapp|facebookexternalhit|facebot|telegrambot|twitterbot|slackbot|discordbot|linkedinbot|skypeuripreview|googlebot|bingbot|applebot|embedly|bot\b|crawler|spider|preview/i;

/** The first of ar/en the browser accepts, by its q-values; null when it names neither. */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && (entry.primary === 'ar' || entry.primary === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.primary as Language | undefined) ?? null;
}

export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  function sendPage(reply: FastifyReply, status: number, page: LinkPage) {
    return reply
      .status(status)
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  function languageOf(request: FastifyRequest, target: LandingTarget): Language {
    const chosen = request.validationError ? undefined : (request.query as { lang?: Language }).lang;
    if (chosen) return chosen;
    if (target.kind === 'request') return target.language;
    return acceptedLanguage(request.headers['accept-language']) ?? 'ar';
  }

  registerRoute(app, reviewRequestLinkRoutes.landingPage, {
    attachValidation: true,
    handler: async (request, reply) => {
      const { code } = request.params as { code: string };
      // A code of the wrong shape is as unknown as one nobody has (a bad ?lang= alone is ignored).
      if (!/^[A-Za-z0-9_-]{22,64}$/.test(code ?? ''))
        return sendPage(reply, 404, renderLandingNotFoundPage());
      const businessId = await findCodeBusiness(app.db, code);
      if (!businessId) return sendPage(reply, 404, renderLandingNotFoundPage());

      // A HEAD (link checkers, some previews) reads the same handler's headers: no visit either.
      const isPreview =
        request.method === 'HEAD' || LINK_PREVIEW_AGENT.test(String(request.headers['user-agent'] ?? ''));
      const target = await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        const found = await readLandingTarget(tx, businessId, code);
        if (!found || isPreview) return found;
        const now = app.now();
        if (found.kind === 'request') {
          if (!found.clicked) await markRequestClicked(tx, businessId, found.requestId, now);
        } else {
          await countLinkVisit(tx, businessId, found.locationId, now);
        }
        return found;
      });
      if (!target) return sendPage(reply, 404, renderLandingNotFoundPage());
      return sendPage(reply, 200, renderLandingPage(target, languageOf(request, target)));
    },
  });
};
