// Helpers of the stand-in's tests: they call it over real HTTP, as the API's channel will, and receive its webhooks
// on a real local server that records each raw body with its signature header.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WhatsAppStandin } from '../index';

// Meta's JSON as the tests read it: loosely typed on purpose, each test checks the fields it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export async function send(
  standin: WhatsAppStandin,
  body: unknown,
  {
    token = standin.accessToken,
    phoneNumberId = standin.phoneNumberId,
  }: { token?: string | null; phoneNumberId?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${standin.url}/v21.0/${phoneNumberId}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export async function standinCall(standin: WhatsAppStandin, method: string, path: string, body?: unknown) {
  const response = await fetch(`${standin.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

export const reviewRequest = (to: string, language = 'ar') => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: {
    name: 'review_request',
    language: { code: language },
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'نورة' },
          { type: 'text', text: 'مقهى الورد' },
          { type: 'text', text: 'http://localhost:3000/r/Xk3pQ9' },
        ],
      },
    ],
  },
});

export interface ReceivedWebhook {
  raw: string;
  signature: string | undefined;
  body: Json;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Query strings of the GET handshakes. */
  verifications: URLSearchParams[];
  /** What the receiver answers a handshake with: echo the challenge, or something else. */
  echoChallenge: boolean;
  answer: number;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    verifications: [],
    echoChallenge: true,
    answer: 200,
    waitFor: async () => [],
    stop: async () => undefined,
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver.local');
    if (request.method === 'GET') {
      receiver.verifications.push(url.searchParams);
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      return response.end(receiver.echoChallenge ? (url.searchParams.get('hub.challenge') ?? '') : 'nope');
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    receiver.received.push({
      raw,
      signature: request.headers['x-hub-signature-256'] as string | undefined,
      body: JSON.parse(raw) as Json,
    });
    response.writeHead(receiver.answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/whatsapp`;
  receiver.waitFor = async (count, timeoutMs = 5_000) => {
    const started = Date.now();
    while (receiver.received.length < count) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`Only ${receiver.received.length} of ${count} webhooks came`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return receiver.received;
  };
  receiver.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}
