// startMoyasarStandin: Moyasar's invoices and payments REST API (/v1, basic auth with the secret key), the hosted
// payment page of each invoice, webhooks to its callback_url, and an inspection path for tests (/__standin), on one
// origin with node:http.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closedInvoicePage, notFoundPage, paymentPage } from './hosted-page';
import { BodyError, hasSecretKey, readObject, redirect, sendHtml, sendJson, sendMoyasarError } from './http';
import { InvoiceStore, ValidationError, type CardDetails } from './invoice-store';
import type { MoyasarInvoice, MoyasarPayment } from './model';
import { WebhookSender, type WebhookDelivery } from './webhooks';

export const DEFAULT_PORT = 4400;
export const DEFAULT_SECRET_KEY = 'sk_test_standin';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_standin';
export const DEFAULT_ACCOUNT_NAME = 'Sumaa (Moyasar stand-in)';
/** Pauses before the 2nd, 3rd and 4th webhook attempt. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

export interface MoyasarStandinOptions {
  /** Default 4400; 0 picks a free port (tests). */
  port?: number;
  /** Default: every interface. */
  host?: string;
  /** How browsers and the API reach it (invoice `url`s point here); default http://localhost:{port}. */
  publicUrl?: string;
  /** The secret key the API must send as the basic-auth user name. */
  secretKey?: string;
  /** The `secret_token` every webhook carries. */
  webhookSecret?: string;
  accountName?: string;
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
  now?: () => Date;
  /** One line per request and per failed webhook attempt. */
  log?: (line: string) => void;
}

export interface MoyasarStandin {
  /** e.g. http://localhost:4400 (hosted pages at /invoices/{id}). */
  url: string;
  /** The REST API's base, `${url}/v1`: the API's MOYASAR_API_URL. */
  apiUrl: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  stop(): Promise<void>;
  /** Every invoice, newest first, with its payments. */
  invoices(): MoyasarInvoice[];
  invoice(id: string): MoyasarInvoice | undefined;
  payment(id: string): MoyasarPayment | undefined;
  /**
   * Pays the invoice as the hosted page does, webhook included. Throws StandinRequestError for card details
   * the page would refuse or an invoice that cannot be paid; a declined card returns a failed payment.
   */
  pay(invoiceId: string, card: CardDetails): MoyasarPayment;
  /** Sends the payment's webhook again (a new event id), as a replay. */
  resendWebhook(paymentId: string): WebhookDelivery;
  /** Every webhook sent, oldest first, with its attempts. */
  webhooks(): WebhookDelivery[];
  /** Resolves once no webhook is still being attempted. */
  webhooksSettled(): Promise<void>;
}

export class StandinRequestError extends Error {}

interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  /** The REST API's routes need the secret key; the hosted page and /__standin do not. */
  auth: boolean;
  handle(exchange: {
    request: IncomingMessage;
    response: ServerResponse;
    params: string[];
  }): Promise<void> | void;
}

export async function startMoyasarStandin(options: MoyasarStandinOptions = {}): Promise<MoyasarStandin> {
  const now = options.now ?? (() => new Date());
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  let origin = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const store = new InvoiceStore(now, (id) => `${origin}/invoices/${id}`);
  const webhooks = new WebhookSender(
    {
      secretToken: webhookSecret,
      accountName: options.accountName ?? DEFAULT_ACCOUNT_NAME,
      retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
      timeoutMs: options.webhookTimeoutMs ?? 10_000,
    },
    now,
    options.log,
  );

  /** A payment made: its webhook goes out when the invoice has a callback_url. */
  const payAndNotify = (invoiceId: string, card: CardDetails, ip: string | null) => {
    const payment = store.pay(invoiceId, card, ip);
    if (payment.callback_url) webhooks.send(payment, payment.callback_url);
    return payment;
  };
  const resendWebhook = (paymentId: string) => {
    const payment = store.payment(paymentId);
    if (!payment) throw new StandinRequestError(`Unknown payment ${paymentId}`);
    if (!payment.callback_url)
      throw new StandinRequestError(`Invoice of payment ${paymentId} has no callback_url`);
    return webhooks.send(payment, payment.callback_url);
  };

  const routes: Route[] = [
    {
      method: 'GET',
      path: /^\/$/,
      auth: false,
      handle: ({ response }) =>
        sendJson(response, 200, {
          service: 'Sumaa local Moyasar stand-in',
          api: `${origin}/v1`,
          invoices: `${origin}/v1/invoices`,
          payments: `${origin}/v1/payments/{id}`,
          hostedPage: `${origin}/invoices/{id}`,
          standin: {
            invoices: `${origin}/__standin/invoices`,
            webhooks: `${origin}/__standin/webhooks`,
            resendWebhook: `POST ${origin}/__standin/payments/{id}/webhook`,
          },
        }),
    },
    {
      method: 'POST',
      path: /^\/v1\/invoices\/?$/,
      auth: true,
      handle: async ({ request, response }) =>
        sendJson(response, 201, store.create(await readObject(request))),
    },
    {
      method: 'GET',
      path: /^\/v1\/invoices\/?$/,
      auth: true,
      handle: ({ response }) => {
        const invoices = store.list();
        sendJson(response, 200, {
          invoices,
          meta: {
            current_page: 1,
            next_page: null,
            prev_page: null,
            total_pages: 1,
            total_count: invoices.length,
          },
        });
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/invoices\/([^/]+)$/,
      auth: true,
      handle: ({ response, params }) => {
        const invoice = store.invoice(params[0]);
        if (!invoice) return sendMoyasarError(response, 404, 'record_not_found', 'Object not found');
        sendJson(response, 200, invoice);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)$/,
      auth: true,
      handle: ({ response, params }) => {
        const payment = store.payment(params[0]);
        if (!payment) return sendMoyasarError(response, 404, 'record_not_found', 'Object not found');
        sendJson(response, 200, payment);
      },
    },
    {
      method: 'GET',
      path: /^\/invoices\/([^/]+)$/,
      auth: false,
      handle: ({ response, params }) => {
        const invoice = store.invoice(params[0]);
        if (!invoice) return sendHtml(response, 404, notFoundPage());
        if (invoice.status !== 'initiated') return sendHtml(response, 200, closedInvoicePage(invoice));
        sendHtml(response, 200, paymentPage(invoice), { formRedirectOrigins: redirectOrigins(invoice) });
      },
    },
    {
      method: 'POST',
      path: /^\/invoices\/([^/]+)\/pay$/,
      auth: false,
      handle: async ({ request, response, params }) => {
        const invoice = store.invoice(params[0]);
        if (!invoice) return sendHtml(response, 404, notFoundPage());
        if (invoice.status !== 'initiated') return sendHtml(response, 409, closedInvoicePage(invoice));
        const form = await readObject(request);
        const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
        const card = {
          name: text('name'),
          number: text('number'),
          month: text('month'),
          year: text('year'),
          cvc: text('cvc'),
        };
        const pageOptions = { formRedirectOrigins: redirectOrigins(invoice) };
        let payment: MoyasarPayment;
        try {
          payment = payAndNotify(invoice.id, card, request.socket.remoteAddress ?? null);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          const fields = Object.keys(error.errors).join(', ');
          const message = {
            kind: 'error' as const,
            ar: `تحقق من بيانات البطاقة (${fields}) ثم حاول مرة أخرى.`,
            en: `Check the card details (${fields}) and try again.`,
          };
          return sendHtml(
            response,
            400,
            paymentPage(invoice, { message, cardholderName: card.name }),
            pageOptions,
          );
        }
        if (payment.status === 'failed') {
          const message = {
            kind: 'error' as const,
            ar: `رُفضت عملية الدفع: ${payment.source.message}. يمكنك المحاولة مرة أخرى ببطاقة أخرى.`,
            en: `The payment was declined: ${payment.source.message}. You can try again with another card.`,
          };
          return sendHtml(
            response,
            402,
            paymentPage(invoice, { message, cardholderName: card.name }),
            pageOptions,
          );
        }
        const paid = store.invoice(invoice.id)!;
        if (!paid.success_url) return sendHtml(response, 200, closedInvoicePage(paid));
        const target = new URL(paid.success_url);
        target.searchParams.set('id', payment.id);
        target.searchParams.set('status', payment.status);
        target.searchParams.set('message', payment.source.message);
        target.searchParams.set('invoice_id', paid.id);
        redirect(response, target.toString());
      },
    },
    {
      method: 'GET',
      path: /^\/__standin\/invoices$/,
      auth: false,
      handle: ({ response }) => sendJson(response, 200, { invoices: store.list() }),
    },
    {
      method: 'GET',
      path: /^\/__standin\/webhooks$/,
      auth: false,
      handle: ({ response }) => sendJson(response, 200, { webhooks: webhooks.deliveries }),
    },
    {
      method: 'POST',
      path: /^\/__standin\/payments\/([^/]+)\/webhook$/,
      auth: false,
      handle: ({ response, params }) => {
        try {
          sendJson(response, 202, resendWebhook(params[0]));
        } catch (error) {
          if (!(error instanceof StandinRequestError)) throw error;
          sendJson(response, 404, { error: error.message });
        }
      },
    },
  ];

  const server = createServer((request, response) => {
    void handleRequest(routes, secretKey, request, response, options.log);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? DEFAULT_PORT, host: options.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  if (!origin) origin = `http://localhost:${port}`;

  return {
    url: origin,
    apiUrl: `${origin}/v1`,
    port,
    secretKey,
    webhookSecret,
    stop: async () => {
      webhooks.stop();
      await webhooks.settled();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    invoices: () => store.list(),
    invoice: (id) => store.invoice(id),
    payment: (id) => store.payment(id),
    pay: (invoiceId, card) => {
      try {
        return payAndNotify(invoiceId, card, null);
      } catch (error) {
        if (error instanceof ValidationError) throw new StandinRequestError(JSON.stringify(error.errors));
        throw error;
      }
    },
    resendWebhook,
    webhooks: () => webhooks.deliveries,
    webhooksSettled: () => webhooks.settled(),
  };
}

/** The merchant's page the browser is sent to after a payment, which the page's form-action must allow. */
function redirectOrigins(invoice: MoyasarInvoice): string[] {
  return invoice.success_url ? [new URL(invoice.success_url).origin] : [];
}

async function handleRequest(
  routes: Route[],
  secretKey: string,
  request: IncomingMessage,
  response: ServerResponse,
  log?: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  if (log) {
    response.on('finish', () =>
      log(`${request.method} ${request.url} → ${response.statusCode} (${Date.now() - started} ms)`),
    );
  }
  try {
    const url = new URL(request.url ?? '/', 'http://standin.invalid');
    const matching = routes.filter((route) => route.path.test(url.pathname));
    const route = matching.find((candidate) => candidate.method === request.method);
    if (!route) {
      return matching.length
        ? sendMoyasarError(response, 405, 'invalid_request_error', 'Method not allowed')
        : sendMoyasarError(response, 404, 'record_not_found', 'Object not found');
    }
    if (route.auth && !hasSecretKey(request, secretKey)) {
      return sendMoyasarError(response, 401, 'authentication_error', 'Invalid authorization credentials');
    }
    const params = (route.path.exec(url.pathname) ?? []).slice(1).map((param) => decodeURIComponent(param));
    await route.handle({ request, response, params });
  } catch (error) {
    if (response.headersSent) return void response.destroy();
    if (error instanceof ValidationError) {
      return sendMoyasarError(response, 400, 'invalid_request_error', 'Validation Failed', error.errors);
    }
    if (error instanceof BodyError)
      return sendMoyasarError(response, 400, 'invalid_request_error', error.message);
    log?.(`${request.method} ${request.url} failed: ${(error as Error).stack ?? String(error)}`);
    sendMoyasarError(response, 500, 'api_error', 'Internal server error');
  }
}
