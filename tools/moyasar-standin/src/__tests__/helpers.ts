// Helpers of the stand-in's tests: they talk to it over real HTTP, as the API's provider will, and receive its
// webhooks on a real local server.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MoyasarStandin } from '../index';

// Moyasar's JSON as the tests read it: loosely typed on purpose, each test checks the fields it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export const basicAuth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export async function callApi(
  standin: MoyasarStandin,
  method: 'GET' | 'POST',
  path: string,
  { body, key = standin.secretKey }: { body?: unknown; key?: string | null } = {},
) {
  const headers: Record<string, string> = {};
  if (key !== null) headers.Authorization = basicAuth(key);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${standin.apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

export async function postPaymentForm(
  standin: MoyasarStandin,
  invoiceId: string,
  fields: Record<string, string>,
) {
  const response = await fetch(`${standin.url}/invoices/${invoiceId}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const card = (number: string) => ({
  name: 'Noura Al-Harbi',
  number,
  month: '12',
  year: '2099',
  cvc: '123',
});

export interface WebhookReceiver {
  url: string;
  received: Json[];
  /** Status the receiver answers with (tests switch it to make the stand-in retry). */
  answer: number;
  stop(): Promise<void>;
}

/** A merchant's webhook endpoint: records each JSON body it receives. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = { url: '', received: [], answer: 200, stop: async () => undefined };
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    receiver.received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json);
    response.writeHead(receiver.answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/moyasar`;
  receiver.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}
