// Helpers of the stand-in's tests: they call it over real HTTP, form-encoded as Unifonic documents it, and receive
// its delivery reports on a real local server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsStandin } from '../index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export async function sendSms(standin: SmsStandin, fields: Record<string, string>) {
  const response = await fetch(`${standin.url}/rest/SMS/messages`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

export const reviewSms = (standin: SmsStandin, recipient = '966501234567') => ({
  AppSid: standin.appSid,
  SenderID: 'Sumaa',
  Recipient: recipient,
  Body: 'نورة، شكراً لزيارتك مقهى الورد. قيّمنا على Google: http://localhost:3000/r/Xk3pQ9',
  responseType: 'JSON',
  CorrelationID: 'request-1',
});

export async function standinCall(standin: SmsStandin, method: string, path: string, body?: unknown) {
  const response = await fetch(`${standin.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

export interface ReportReceiver {
  url: string;
  received: { query: URLSearchParams; body: Json }[];
  answer: number;
  waitFor(count: number, timeoutMs?: number): Promise<{ query: URLSearchParams; body: Json }[]>;
  stop(): Promise<void>;
}

export async function startReportReceiver(secret: string): Promise<ReportReceiver> {
  const receiver: ReportReceiver = {
    url: '',
    received: [],
    answer: 200,
    waitFor: async () => [],
    stop: async () => undefined,
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://receiver.local');
    receiver.received.push({
      query: url.searchParams,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json,
    });
    response.writeHead(receiver.answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/sms?secret=${secret}`;
  receiver.waitFor = async (count, timeoutMs = 5_000) => {
    const started = Date.now();
    while (receiver.received.length < count) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`Only ${receiver.received.length} of ${count} reports came`);
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
