// Two API processes on one database, as behind a load balancer: mail one of them queued and could not send (it
// died holding the claim) is sent by the other once the lease ran out; and the SMTP settings the super admin
// verified through one process are what the other sends through, and stops sending through once they are removed.
// On PostgreSQL the second process is a second app with a data directory of its own; on PGlite (one process by
// design) the second app shares the embedded database, which still proves that nothing lives in one app's memory.
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import {
  ENGLISH,
  bearer,
  outboxFor,
  registerUnconfirmedAccount,
  signIn,
  uniqueEmail,
} from '../../testing/factories';
import { sharedSecretsFor } from '../../testing/shared-secrets';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MailQueue } from '../mail-queue';

const ADMIN = { email: uniqueEmail('mail-admin'), password: 'Mail-admin-pass-1' };
const ADMIN_ENV = {
  SUMAA_ADMIN_EMAIL: ADMIN.email,
  SUMAA_ADMIN_PASSWORD: ADMIN.password,
  OUTBOUND_ALLOW_PRIVATE_NETWORK: 'on',
};

let t: TestApp;
let otherDir: string;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  otherDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-api-other-'));
  other = await buildApp({
    config: loadConfig({
      ...ADMIN_ENV,
      DATA_DIR: otherDir,
      DATABASE_URL: process.env.DATABASE_URL,
      ...sharedSecretsFor(process.env.DATABASE_URL),
      PUBLIC_APP_URL: 'http://app.sumaa.test',
      LOG_LEVEL: 'silent',
      JOBS_WORKER: 'off',
      SUMAA_DEV_OUTBOX: 'on',
    }),
    database: t.app.db,
    now: t.clock.now,
    logger: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
  await rm(otherDir, { recursive: true, force: true });
});

describe('mail a process could not finish', () => {
  it('is sent by the other process once the dead one’s lease has run out', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    await t.app.mailer.idle();
    const queue = new MailQueue(t.app.db);
    // The first process wrote the reset mail and claimed it, then was killed before the transport took it.
    await queue.enqueue(
      { to: account.email, subject: 'Reset (left behind)', text: 'reset', html: '<p>reset</p>' },
      t.clock.now(),
    );
    const now = t.clock.now();
    await queue.claim({
      workerId: 'killed-process',
      now,
      lockedUntil: new Date(now.getTime() + 60_000),
      recipient: account.email,
    });

    expect(await other.mailer.sendDue()).toBe(0);
    t.clock.advance(60_000);
    expect(await other.mailer.sendDue()).toBe(1);
    const subjects = (await outboxFor(other, account.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'Reset (left behind)')).toHaveLength(1);
    // Neither process sends it again.
    expect(await t.app.mailer.sendDue()).toBe(0);
    expect(await other.mailer.sendDue()).toBe(0);
  });
});

/** An SMTP server that accepts everything and keeps each mail's recipients and data. */
async function startSmtpServer() {
  const received: { to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    let to: string[] = [];
    socket.write('220 test ESMTP\r\n');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push({ to, data: data.join('\n') });
            data = null;
            to = [];
            socket.write('250 OK queued\r\n');
          } else data.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-test\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (command === 'RCPT') {
          to.push(/<([^>]+)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          data = [];
          socket.write('354 Go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Past the short cache each process keeps of the chosen transport (mail-dispatcher.ts). */
const pastTransportCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('the SMTP settings the super admin verified through one process', () => {
  it('are what the other process sends through, until they are removed', async () => {
    const smtp = await startSmtpServer();
    try {
      const admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
      const saveEmailSettings = async (change: (email: Record<string, unknown>) => void) => {
        const settings = (
          await t.app.inject({ method: 'GET', url: '/api/platform-settings', headers: admin })
        ).json().model;
        const {
          smtpPasswordSet: _set,
          activeTransport: _active,
          verifiedAt: _verified,
          ...email
        } = settings.email;
        change(email);
        const { webhookSecretSet: _secret, ...notifications } = settings.notifications;
        const saved = await t.app.inject({
          method: 'PUT',
          url: '/api/platform-settings',
          headers: { ...admin, ...ENGLISH },
          payload: { ...settings, email, notifications },
        });
        expect(saved.statusCode).toBe(200);
      };
      await saveEmailSettings((email) => {
        email.smtpHost = '127.0.0.1';
        email.smtpPort = smtp.port;
        email.smtpUsername = '';
        email.fromEmail = 'noreply@sumaa.test';
      });
      const tested = await t.app.inject({
        method: 'POST',
        url: '/api/platform-settings/smtp/test',
        headers: admin,
        payload: { to: 'ops@example.test' },
      });
      expect(tested.statusCode).toBe(200);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['ops@example.test']]);

      // The other process has not been told anything: it reads the choice from the database.
      await pastTransportCache();
      const signedUp = await registerUnconfirmedAccount(other);
      await other.mailer.idle();
      expect(smtp.received.map((mail) => mail.to)).toContainEqual([signedUp.email]);
      expect(other.mailer.kind).toBe('smtp');

      // Removed through the first process: the other goes back to its configured transport (the outbox).
      await saveEmailSettings((email) => (email.smtpHost = ''));
      await pastTransportCache();
      const later = await registerUnconfirmedAccount(other);
      await other.mailer.idle();
      expect(smtp.received.map((mail) => mail.to)).not.toContainEqual([later.email]);
      expect(await outboxFor(other, later.email)).toHaveLength(1);
      expect(other.mailer.kind).toBe('outbox');
    } finally {
      await smtp.close();
    }
  });
});
