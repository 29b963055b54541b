// The public short link, /r/{code}: 128 random bits in base64url (the same length as a request's code), and its
// absolute address. The landing page is the API's (landing/), so the address is built as the e-mails' links are:
// PUBLIC_API_URL, else localhost on the API's port (a development setup). Messages, written by jobs outside any
// request, call requestLinkUrl.
import { randomBytes } from 'node:crypto';
import { reviewRequestLinkRoutes, routePath } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';

/** A location link's code: 128 random bits, base64url (22 characters), not to be guessed or walked. */
export function newLinkCode(): string {
  return randomBytes(16).toString('base64url');
}

/** The absolute address of the landing page of a code: a request's own or a location's. */
export function requestLinkUrl(app: FastifyInstance, code: string): string {
  const base = app.config.publicApiUrl ?? `http://localhost:${app.config.port}`;
  return `${base.replace(/\/+$/, '')}${routePath(reviewRequestLinkRoutes.landingPage, { code })}`;
}
