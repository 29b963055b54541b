// The durable mail queue (migration 039): a message is in the database before the reply, is sent by whichever
// sender claims it, survives a sender that died mid-send, is never sent twice by two senders, keeps each
// recipient's order, and is retried with backoff and then given up. A second sender is a second dispatcher over
// the same database (on PostgreSQL a connection of its own, so the two really run at once). The transports are
// stand-ins for SMTP servers (outside services); the queue, the claims and the database are the real ones.
import pino from 'pino';
import { captureLogs } from '../../testing/log-capture';
import { ENGLISH, outboxFor, registerUnconfirmedAccount, uniqueEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MailDispatcher, type MailDispatcherOptions } from '../mail-dispatcher';
import { MailQueue } from '../mail-queue';
import type { MailMessage, Mailer } from '../mailer';

const LEASE_MS = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A transport that records what it accepted, in the order it accepted it (shared by several senders). */
function recordingTransport(
  accepted: MailMessage[],
  options: { failFirst?: number; delayMs?: () => number } = {},
): Mailer & { tries: number } {
  const transport = {
    kind: 'smtp' as const,
    tries: 0,
    async send(message: MailMessage) {
      transport.tries += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs!()));
      if (transport.tries <= (options.failFirst ?? 0)) {
        throw Object.assign(new Error(`refused: ${message.subject}`), {
          code: 'EENVELOPE',
          responseCode: 451,
        });
      }
      accepted.push(message);
    },
    describe: () => 'a recording SMTP server',
    close: async () => undefined,
  };
  return transport;
}

function sender(transport: Mailer, options: Partial<MailDispatcherOptions> = {}): MailDispatcher {
  return new MailDispatcher({
    transport,
    database: t.app.db,
    now: t.clock.now,
    log: pino({ level: 'silent' }),
    leaseMs: LEASE_MS,
    ...options,
  });
}

function mail(to: string, subject: string): MailMessage {
  return { to, subject, text: `${subject} (text)`, html: `<p>${subject}</p>` };
}

async function queuedTo(to: string) {
  return t.app.db.query<{
    subject: string;
    attempts: number;
    next_attempt_at: Date;
    locked_by: string | null;
  }>(
    'SELECT subject, attempts, next_attempt_at, locked_by FROM mail_queue WHERE to_address = $1 ORDER BY id',
    [to.toLowerCase()],
  );
}

describe('a dispatched e-mail', () => {
  it('is in the queue before the reply goes out, and its row (with the code) is gone once it was sent', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    await t.app.mailer.idle(); // its verification code went to the outbox
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const accepted: MailMessage[] = [];
    // An SMTP server that holds the mail until released: the reply must not wait for it, the write must be done.
    t.app.mailer.useTransport({
      kind: 'smtp',
      async send(message) {
        await released;
        accepted.push(message);
      },
      describe: () => 'a slow SMTP server',
      close: async () => undefined,
    });
    try {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/forgot-password',
        payload: { email: account.email },
        headers: ENGLISH,
      });
      expect(reply.statusCode).toBe(200);
      expect((await queuedTo(account.email)).map((row) => row.subject)).toEqual([
        expect.stringMatching(/password/i),
      ]);
      release();
      await t.app.mailer.idle();
      expect(accepted.map((message) => message.to)).toEqual([account.email]);
      expect(await queuedTo(account.email)).toEqual([]);
    } finally {
      release();
      t.app.mailer.useTransport(null);
    }
  });

  it('reaches the outbox at once, as before (the current process sends right after the write)', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const mails = await outboxFor(t.app, account.email);
    expect(mails).toHaveLength(1);
    expect(await queuedTo(account.email)).toEqual([]);
  });
});

describe('a message whose sender died', () => {
  it('is sent by another sender once the lease has run out, and only then', async () => {
    const to = uniqueEmail('orphan');
    const queue = new MailQueue(t.app.db);
    await queue.enqueue(mail(to, 'left behind'), t.clock.now());
    // The dead process claimed it and never finished: no renewal, no record.
    const now = t.clock.now();
    const claimed = await queue.claim({
      workerId: 'dead-process',
      now,
      lockedUntil: new Date(now.getTime() + LEASE_MS),
      recipient: to,
    });
    expect(claimed?.message.subject).toBe('left behind');

    const accepted: MailMessage[] = [];
    const survivor = sender(recordingTransport(accepted));
    expect(await survivor.sendDue()).toBe(0);
    t.clock.advance(LEASE_MS - 1_000);
    expect(await survivor.sendDue()).toBe(0);
    t.clock.advance(1_000);
    expect(await survivor.sendDue()).toBe(1);
    expect(accepted.map((message) => message.subject)).toEqual(['left behind']);
    expect(await queuedTo(to)).toEqual([]);
    // Sent and gone: no one sends it again.
    t.clock.advance(10 * LEASE_MS);
    expect(await survivor.sendDue()).toBe(0);
    expect(accepted).toHaveLength(1);
  });
});

describe('two senders at once', () => {
  it('deliver each message exactly once, and each recipient’s mails in the order they were queued', async () => {
    const recipients = Array.from({ length: 6 }, (_, index) => uniqueEmail(`both-${index}`));
    const queue = new MailQueue(t.app.db);
    for (let round = 0; round < 5; round += 1) {
      for (const to of recipients) await queue.enqueue(mail(to, `${to} #${round}`), t.clock.now());
    }
    const accepted: MailMessage[] = [];
    const jitter = () => Math.floor(Math.random() * 4);
    const first = sender(recordingTransport(accepted, { delayMs: jitter }));
    const second = sender(recordingTransport(accepted, { delayMs: jitter }));
    const [byFirst, bySecond] = await Promise.all([first.sendDue(), second.sendDue()]);

    expect(byFirst + bySecond).toBe(30);
    const subjects = accepted.map((message) => message.subject);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
    for (const to of recipients) {
      expect(accepted.filter((message) => message.to === to).map((message) => message.subject)).toEqual(
        [0, 1, 2, 3, 4].map((round) => `${to} #${round}`),
      );
      expect(await queuedTo(to)).toEqual([]);
    }
  });
});

describe('a send the transport refuses', () => {
  it('is tried again after a backoff, the later mail to the same address waiting behind it', async () => {
    const to = uniqueEmail('retried');
    const accepted: MailMessage[] = [];
    const mailer = sender(recordingTransport(accepted, { failFirst: 2 }), {
      retryBaseMs: 30_000,
      retryMaxMs: 600_000,
    });
    void mailer.dispatch(mail(to, 'first code'));
    await mailer.idle();
    const [waiting] = await queuedTo(to);
    expect(waiting).toMatchObject({ subject: 'first code', attempts: 1, locked_by: null });
    const wait = new Date(waiting.next_attempt_at).getTime() - t.clock.now().getTime();
    // retryDelayMs: 80–100 % of the base for the first retry.
    expect(wait).toBeGreaterThanOrEqual(24_000);
    expect(wait).toBeLessThanOrEqual(30_000);

    // A newer mail to the same address does not overtake it.
    void mailer.dispatch(mail(to, 'second code'));
    await mailer.idle();
    expect(accepted).toEqual([]);
    expect(await mailer.sendDue()).toBe(0);

    t.clock.advance(30_000);
    expect(await mailer.sendDue()).toBe(0); // the second try fails too: the wait doubles
    const [again] = await queuedTo(to);
    expect(again.attempts).toBe(2);
    const secondWait = new Date(again.next_attempt_at).getTime() - t.clock.now().getTime();
    expect(secondWait).toBeGreaterThanOrEqual(48_000);
    expect(secondWait).toBeLessThanOrEqual(60_000);

    t.clock.advance(60_000);
    expect(await mailer.sendDue()).toBe(2);
    expect(accepted.map((message) => message.subject)).toEqual(['first code', 'second code']);
    expect(await queuedTo(to)).toEqual([]);
  });

  it('is given up after its last try, logged without its subject or body, and its row deleted', async () => {
    const to = uniqueEmail('given-up');
    const log = captureLogs();
    const accepted: MailMessage[] = [];
    const transport = recordingTransport(accepted, { failFirst: Number.POSITIVE_INFINITY });
    const mailer = sender(transport, {
      maxAttempts: 3,
      log: pino({ level: 'info' }, log.stream),
    });
    void mailer.dispatch(mail(to, 'secret 123456'));
    await mailer.idle();
    for (let look = 0; look < 5; look += 1) {
      t.clock.advance(20 * 60_000);
      await mailer.sendDue();
    }
    expect(transport.tries).toBe(3);
    expect(await queuedTo(to)).toEqual([]);
    const records = log.records<{ msg: string; to?: string; attempts?: number }>();
    expect(records.filter((record) => record.msg === 'e-mail could not be sent')).toHaveLength(3);
    expect(records.filter((record) => record.msg === 'e-mail given up after its last try')).toEqual([
      expect.objectContaining({ to, attempts: 3 }),
    ]);
    expect(log.lines.join('\n')).not.toContain('123456');
  });
});
