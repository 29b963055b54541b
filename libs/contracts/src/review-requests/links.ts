// Review requests' public links (issue 23, "Links, QR codes and cards"): one per linked location, with its QR
// code (PNG, SVG) and a printable A6 counter card (PDF), and the public landing page /r/{code} that a location's
// link and every request's own link open. The files are the business's own: signed in with SendReviewRequests,
// a location of another business answers 404.
import { z } from 'zod';
import { LANGUAGES } from '../common/language';
import { defineEndpoint } from '../http/defineEndpoint';
import { defineRoute } from '../http/defineRoute';
import { idSchema } from '../http/ids';

const access = { permission: 'SendReviewRequests' } as const;
const TAGS = ['Review requests'] as const;

export const listReviewRequestLinksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/links',
  access,
});

export const reviewRequestLinkQrPngEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/links/:locationId/qr.png',
  access,
  reply: 'binary',
});

export const reviewRequestLinkQrSvgEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/links/:locationId/qr.svg',
  access,
  reply: 'binary',
});

export const reviewRequestLinkCardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/links/:locationId/card.pdf',
  access,
  reply: 'binary',
});

/** The landing page of a location's link or of a request's own link (public, server-drawn HTML). */
export const reviewRequestLandingPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/r/:code',
  access: 'public',
  reply: 'html',
});

export const reviewRequestLinkEndpoints = {
  links: listReviewRequestLinksEndpoint,
  qrPng: reviewRequestLinkQrPngEndpoint,
  qrSvg: reviewRequestLinkQrSvgEndpoint,
  card: reviewRequestLinkCardEndpoint,
  landingPage: reviewRequestLandingPageEndpoint,
} as const;

/** One linked location's public link and the addresses of its files (API routes, signed in). */
export const reviewRequestLinkSchema = z.object({
  locationId: idSchema,
  locationName: z.string(),
  /** The landing page, /r/{code}: what the QR code holds. */
  url: z.string(),
  qrPngUrl: z.string(),
  qrSvgUrl: z.string(),
  cardPdfUrl: z.string(),
});
export type ReviewRequestLink = z.infer<typeof reviewRequestLinkSchema>;

export const reviewRequestLinkListSchema = z.array(reviewRequestLinkSchema);

export const reviewRequestLinkParamsSchema = z.object({ locationId: idSchema });

/** The landing page's code: a request's or a location link's, 128 random bits in base64url. */
export const reviewRequestLandingParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'invalidValue'),
});

/** `?lang=ar|en` chooses the page's language over the contact's and the browser's. */
export const reviewRequestLandingQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: 'invalidValue' }).optional(),
});

export const listReviewRequestLinksRoute = defineRoute({
  ...listReviewRequestLinksEndpoint,
  response: reviewRequestLinkListSchema,
  tags: TAGS,
  summary: 'One public link per linked location, with its QR code (PNG, SVG) and A6 counter card (PDF)',
  description:
    'A location gets its link on the first read: /r/{code}, 128 random bits that cannot be guessed. The QR and ' +
    'card addresses are API routes of the same business (signed in, SendReviewRequests).',
});

export const reviewRequestLinkQrPngRoute = defineRoute({
  ...reviewRequestLinkQrPngEndpoint,
  params: reviewRequestLinkParamsSchema,
  response: z.string().describe('image/png: the QR code of the location’s link'),
  failures: [404],
  tags: TAGS,
  summary: 'The QR code of a location’s link, as PNG',
});

export const reviewRequestLinkQrSvgRoute = defineRoute({
  ...reviewRequestLinkQrSvgEndpoint,
  params: reviewRequestLinkParamsSchema,
  response: z.string().describe('image/svg+xml: the QR code of the location’s link'),
  failures: [404],
  tags: TAGS,
  summary: 'The QR code of a location’s link, as SVG',
});

export const reviewRequestLinkCardRoute = defineRoute({
  ...reviewRequestLinkCardEndpoint,
  params: reviewRequestLinkParamsSchema,
  response: z.string().describe('application/pdf: an A6 card in Arabic and English with the QR code'),
  failures: [404],
  tags: TAGS,
  summary: 'A printable A6 counter card (PDF): the logo, the branch, the QR code, Arabic and English',
});

export const reviewRequestLandingPageRoute = defineRoute({
  ...reviewRequestLandingPageEndpoint,
  params: reviewRequestLandingParamsSchema,
  query: reviewRequestLandingQuerySchema,
  response: z.string(),
  failures: [404],
  tags: TAGS,
  summary:
    'The public landing page of a link: the business, the branch and one button to Google’s review form',
  description:
    'No gating: no rating is asked and everyone sees the same button. A request’s code marks the request ' +
    'clicked (once) and speaks the contact’s language; a location’s code counts a visit. ?lang= overrides, ' +
    'else Accept-Language, else Arabic. An unknown code answers a 404 page in both languages.',
});

export const reviewRequestLinkRoutes = {
  links: listReviewRequestLinksRoute,
  qrPng: reviewRequestLinkQrPngRoute,
  qrSvg: reviewRequestLinkQrSvgRoute,
  card: reviewRequestLinkCardRoute,
  landingPage: reviewRequestLandingPageRoute,
} as const;
