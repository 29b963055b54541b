// The addresses the payment provider and the payer's browser are given: our webhook and return page (on the API's
// public URL: PUBLIC_API_URL, else this process's own port, as the other e-mailed links do) and the subscription
// screen (on the app's public URL).
import { paymentRoutes } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';

/** The subscription screen of the business area (spec §2). */
export const SUBSCRIPTION_PAGE_PATH = '/customer/subscription';

function apiBase(app: FastifyInstance): string {
  return app.config.publicApiUrl ?? `http://localhost:${app.config.port}`;
}

export function paymentWebhookUrl(app: FastifyInstance): string {
  return `${apiBase(app)}${paymentRoutes.moyasarWebhook.path}`;
}

export function paymentReturnUrl(app: FastifyInstance, invoiceId: string): string {
  return `${apiBase(app)}${paymentRoutes.paymentReturn.path}?invoice=${encodeURIComponent(invoiceId)}`;
}

export function subscriptionPageUrl(app: FastifyInstance, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${app.config.publicAppUrl}${SUBSCRIPTION_PAGE_PATH}${search ? `?${search}` : ''}`;
}
