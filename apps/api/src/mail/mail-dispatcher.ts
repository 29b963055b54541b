import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { retryDelayMs } from '../jobs/backoff';
import { MailQueue, type ClaimedMail } from './mail-queue';
import type { MailMessage, Mailer, MailTransportKind } from './mailer';

/** How long shutting down waits for mail still on its way before closing the transport anyway. */
const CLOSE_GRACE_MS = 10_000;

/**
 * The transport the platform settings chose, as every process reads it from the database (the platform settings
 * register where: `followTransportSetting`). `key` changes whenever the choice does; null from the source means
 * the deployment's configured transport.
 */
export interface TransportSetting {
  key: string;
  build(): Mailer;
}
export type TransportSettingSource = () => Promise<TransportSetting | null>;

export interface MailDispatcherOptions {
  /** The deployment's transport: SMTP_URL, or the local outbox. */
  transport: Mailer;
  database: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How long a claim lasts without renewal: a killed process's mail waits this long for another sender. */
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Tries before a message is given up (and logged). */
  maxAttempts?: number;
  /** How long a read of the chosen transport serves the sends after it. */
  transportRecheckMs?: number;
}

const DEFAULTS = {
  leaseMs: 60_000,
  // 30 s, 1, 2, 4, 8 min: about a quarter of an hour of tries, as long as a code or a reset link is valid.
  retryBaseMs: 30_000,
  retryMaxMs: 15 * 60_000,
  maxAttempts: 6,
  transportRecheckMs: 1_000,
};

/**
 * app.mailer: every message goes through the mail queue (mail-queue.ts, migration 039). dispatch() writes it
 * there at once (the reply waits for that write: see plugins/app/mail.ts), then, once the reply is out, this
 * process claims it and hands it to the transport (SMTP or the outbox), so neither the transport's speed nor its
 * failure shows in the reply: forgot-password and send-email-otp look the same for known and unknown addresses,
 * and a registration succeeds while SMTP is down. A process killed before or during the send leaves the row to
 * the next sweep of any process (sendDue) once its lease has run out; a failed try is retried with backoff, then
 * given up and logged. Failures are logged, never thrown, and never with the subject or body (they carry codes).
 * Messages to one address leave in the order they were dispatched (the newest code is the last mail).
 */
export class MailDispatcher {
  readonly workerId = `mail:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly queue: MailQueue;
  private readonly settings: Required<Omit<MailDispatcherOptions, 'transport' | 'database' | 'now' | 'log'>>;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => Date;

  /** Writes to the queue not yet done (the reply of the request that dispatched waits for them). */
  private readonly writing = new Set<Promise<void>>();
  /** Writes and sends this process started and has not finished (idle() waits for them). */
  private readonly pending = new Set<Promise<void>>();
  /** Per recipient, the last write: the next one goes after it, so the queue's order is the dispatch order. */
  private readonly lastWriteTo = new Map<string, Promise<void>>();
  /** Per recipient, the last send this process started: the next one goes after it. */
  private readonly lastSendTo = new Map<string, Promise<void>>();

  private readonly deploymentTransport: Mailer;
  private configuredTransport: Mailer;
  private transport: Mailer;
  private transportKey: string | null = null;
  private transportSource: TransportSettingSource | null = null;
  private transportCheckedAt = Number.NEGATIVE_INFINITY;
  private transportCheck: Promise<void> | null = null;

  constructor(options: MailDispatcherOptions) {
    this.queue = new MailQueue(options.database);
    this.deploymentTransport = options.transport;
    this.configuredTransport = options.transport;
    this.transport = options.transport;
    this.log = options.log;
    this.now = options.now;
    this.settings = {
      leaseMs: options.leaseMs ?? DEFAULTS.leaseMs,
      retryBaseMs: options.retryBaseMs ?? DEFAULTS.retryBaseMs,
      retryMaxMs: options.retryMaxMs ?? DEFAULTS.retryMaxMs,
      maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
      transportRecheckMs: options.transportRecheckMs ?? DEFAULTS.transportRecheckMs,
    };
  }

  // --- The transport ---------------------------------------------------------------------------------------

  /**
   * Sends go through what `source` answers (the SMTP settings that passed their test send), read from the
   * database at most every transportRecheckMs before a send, so a choice saved through any process applies to
   * every process; null answers go back to the deployment's configured transport.
   */
  followTransportSetting(source: TransportSettingSource): void {
    this.transportSource = source;
    this.transportCheckedAt = Number.NEGATIVE_INFINITY;
  }

  /** Reads the chosen transport now (after this process saved it, and at start). */
  async refreshTransport(): Promise<void> {
    this.transportCheckedAt = Number.NEGATIVE_INFINITY;
    await this.currentTransport();
  }

  /**
   * Stands `next` in for the deployment's transport in this process (tests give a transport of their own; null
   * puts the deployment's back). Like SMTP_URL it is this process's configuration: SMTP settings chosen in the
   * platform settings still win over it.
   */
  useTransport(next: Mailer | null): void {
    const replacement = next ?? this.deploymentTransport;
    if (this.transport === this.configuredTransport) this.transport = replacement;
    this.configuredTransport = replacement;
  }

  get usesConfiguredTransport(): boolean {
    return this.transport === this.configuredTransport;
  }

  get kind(): MailTransportKind {
    return this.transport.kind;
  }

  describe(): string {
    return this.transport.describe();
  }

  private async currentTransport(): Promise<Mailer> {
    if (this.transportSource && Date.now() - this.transportCheckedAt >= this.settings.transportRecheckMs) {
      this.transportCheck ??= this.checkTransport(this.transportSource).finally(() => {
        this.transportCheck = null;
      });
      await this.transportCheck;
    }
    return this.transport;
  }

  private async checkTransport(source: TransportSettingSource): Promise<void> {
    let setting: TransportSetting | null;
    try {
      setting = await source();
    } catch (error) {
      // Keep what was in use; the next send looks again.
      this.log.warn({ err: error }, 'could not read the chosen mail transport; keeping the current one');
      return;
    }
    this.transportCheckedAt = Date.now();
    const key = setting?.key ?? null;
    if (key === this.transportKey) return;
    this.transportKey = key;
    let next = this.configuredTransport;
    if (setting) {
      try {
        next = setting.build();
      } catch (error) {
        this.log.error(
          { err: error },
          'the chosen SMTP settings could not be used; mail goes through the configured transport',
        );
      }
    }
    const previous = this.transport;
    this.transport = next;
    // Mail already on its way keeps its transport; a settings transport holds nothing open between sends.
    if (previous !== this.configuredTransport && previous !== next)
      void previous.close().catch(() => undefined);
  }

  // --- Sending ---------------------------------------------------------------------------------------------

  /**
   * Writes the message to the queue and returns at once; it is sent once the current reply is out. The promise
   * (which callers outside a request may await) resolves once the message is durable, and never rejects.
   */
  dispatch(message: MailMessage): Promise<void> {
    const recipient = message.to.toLowerCase();
    const previousWrite = this.lastWriteTo.get(recipient) ?? Promise.resolve();
    const written: Promise<boolean> = previousWrite.then(async () => {
      try {
        await this.queue.enqueue(message, this.now());
        return true;
      } catch (error) {
        this.log.error({ err: error, to: message.to }, 'e-mail could not be queued; sending it at once');
        return false;
      }
    });
    const write = written.then(() => undefined);
    this.lastWriteTo.set(recipient, write);
    this.track(this.writing, write);
    void write.finally(() => {
      if (this.lastWriteTo.get(recipient) === write) this.lastWriteTo.delete(recipient);
    });
    // Not durable (the database refused the write): at least this process still tries, as it always did.
    const send = this.afterPreviousSend(recipient, async () => {
      if (await written) await this.sendQueuedTo(recipient);
      else await this.sendDirectly(message).catch(() => undefined);
    });
    this.track(
      this.pending,
      send.catch(() => undefined),
    );
    return write;
  }

  /**
   * Sends the message through the transport right away, not through the queue, and tells the caller how it
   * went: resolves once the transport took it, rejects (after logging it the same way) when it failed. For
   * senders that keep their own durable record of what was sent (the launch e-mails).
   */
  deliver(message: MailMessage): Promise<void> {
    const attempt = this.afterPreviousSend(message.to.toLowerCase(), () => this.sendDirectly(message));
    this.track(
      this.pending,
      attempt.catch(() => undefined),
    );
    return attempt;
  }

  /**
   * Sends every message that is due, whoever queued it: those a killed process left (once their lease ran
   * out) and those whose next try has come. Every process with the worker runs it periodically (mail.ts);
   * tests call it. Returns how many were handed to the transport.
   */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      if (!claimed) return sent;
      if (await this.send(claimed)) sent += 1;
    }
  }

  /** Resolves once every message dispatched here so far has been sent or has failed (tests, /dev/outbox). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Resolves once every message dispatched so far is in the queue (before a reply goes out). Those dispatched
   * after this call belong to other requests, which wait for their own: a busy process's replies never queue
   * behind each other's mail.
   */
  async written(): Promise<void> {
    if (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  /**
   * Waits (up to `withinMs`) until no mail to this recipient (or anyone) is being sent or due, by any process:
   * the dev outbox, read through one process while another sends.
   */
  async settled(recipient: string | null, withinMs: number): Promise<void> {
    await this.idle();
    const until = Date.now() + withinMs;
    while (Date.now() < until && (await this.queue.hasMailOnItsWay(this.now(), recipient))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Lets mail on its way finish (for a while), then closes the transport; what is left stays queued. */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_GRACE_MS);
      timer.unref();
    });
    await Promise.race([this.idle(), gaveUp]);
    clearTimeout(timer);
    if (this.pending.size > 0) {
      this.log.warn(
        { pending: this.pending.size },
        'closing the mail transport with e-mails still being sent (they stay queued for the next process)',
      );
    }
    const transports = new Set([this.transport, this.configuredTransport, this.deploymentTransport]);
    for (const transport of transports) await transport.close();
  }

  /** Runs `work` after this process's previous send to the recipient, once the current reply is written. */
  private afterPreviousSend(recipient: string, work: () => Promise<void>): Promise<void> {
    const previous = this.lastSendTo.get(recipient) ?? Promise.resolve();
    const attempt = previous.then(nextMacrotask).then(work);
    const settled = attempt.catch(() => undefined);
    this.lastSendTo.set(recipient, settled);
    void settled.then(() => {
      if (this.lastSendTo.get(recipient) === settled) this.lastSendTo.delete(recipient);
    });
    return attempt;
  }

  /** Sends this recipient's queued messages, oldest first, while they are this process's to claim. */
  private async sendQueuedTo(recipient: string): Promise<void> {
    for (;;) {
      const claimed = await this.claim(recipient).catch((error: unknown) => {
        this.log.error(
          { err: error, to: recipient },
          'could not claim queued e-mail; a later sweep sends it',
        );
        return null;
      });
      if (!claimed) return;
      await this.send(claimed);
    }
  }

  private claim(recipient?: string): Promise<ClaimedMail | null> {
    const now = this.now();
    return this.queue.claim({
      workerId: this.workerId,
      now,
      lockedUntil: new Date(now.getTime() + this.settings.leaseMs),
      recipient,
    });
  }

  /** One try of a claimed message; true when the transport accepted it. */
  private async send(claimed: ClaimedMail): Promise<boolean> {
    const { id, message, attempt } = claimed;
    if (attempt > this.settings.maxAttempts) {
      // Claimed again after its sender died on the last try: it has had its chances.
      await this.giveUp(claimed, { name: 'SenderStopped' });
      return false;
    }
    const heartbeat = setInterval(
      () => {
        const lockedUntil = new Date(this.now().getTime() + this.settings.leaseMs);
        void this.queue.renewLease(id, this.workerId, lockedUntil).catch(() => undefined);
      },
      Math.max(1_000, Math.floor(this.settings.leaseMs / 3)),
    );
    heartbeat.unref();
    let transport: Mailer = this.transport;
    try {
      transport = await this.currentTransport();
      await transport.send(message);
    } catch (error) {
      clearInterval(heartbeat);
      const failure = describeMailFailure(error);
      // Neither the subject nor the error itself: the subject carries the code, and a transport's error
      // (message, server response) can quote the mail. Only what says why it failed is logged.
      this.log.error(
        { failure, to: message.to, transport: transport.kind, mail: id, attempt },
        'e-mail could not be sent',
      );
      if (attempt >= this.settings.maxAttempts) await this.giveUp(claimed, failure);
      else await this.retryLater(claimed, failure);
      return false;
    }
    clearInterval(heartbeat);
    // Accepted: deleted at once, so no one claims it again and its code does not outlive the delivery.
    const removed = await this.queue.remove(id, this.workerId).catch((error: unknown) => {
      this.log.error({ err: error, mail: id }, 'could not mark a sent e-mail as sent');
      return false;
    });
    if (!removed) {
      this.log.warn(
        { mail: id, to: message.to },
        'sent an e-mail whose claim had run out: it may arrive twice',
      );
    }
    return true;
  }

  private async retryLater(claimed: ClaimedMail, failure: Record<string, string | number>): Promise<void> {
    const delay = retryDelayMs(claimed.attempt, this.settings.retryBaseMs, this.settings.retryMaxMs);
    const nextAttemptAt = new Date(this.now().getTime() + delay);
    await this.queue
      .retryLater(claimed.id, this.workerId, nextAttemptAt, failure)
      // Left claimed: its lease runs out and a sweep tries it again.
      .catch((error: unknown) =>
        this.log.error({ err: error, mail: claimed.id }, 'could not reschedule e-mail'),
      );
  }

  private async giveUp(claimed: ClaimedMail, failure: Record<string, string | number>): Promise<void> {
    this.log.error(
      { failure, to: claimed.message.to, mail: claimed.id, attempts: claimed.attempt },
      'e-mail given up after its last try',
    );
    await this.queue
      .remove(claimed.id, this.workerId)
      .catch((error: unknown) => this.log.error({ err: error, mail: claimed.id }, 'could not drop e-mail'));
  }

  private async sendDirectly(message: MailMessage): Promise<void> {
    let transport: Mailer = this.transport;
    try {
      transport = await this.currentTransport();
      await transport.send(message);
    } catch (error) {
      this.log.error(
        { failure: describeMailFailure(error), to: message.to, transport: transport.kind },
        'e-mail could not be sent',
      );
      throw error;
    }
  }

  private track(set: Set<Promise<void>>, work: Promise<void>): void {
    set.add(work);
    void work.finally(() => set.delete(work));
  }
}

/** The parts of a transport failure that never contain the mail: kind, error code, SMTP command and status. */
export function describeMailFailure(error: unknown): Record<string, string | number> {
  if (typeof error !== 'object' || error === null) return { name: typeof error };
  const fields = error as { name?: unknown; code?: unknown; command?: unknown; responseCode?: unknown };
  const failure: Record<string, string | number> = {
    name: typeof fields.name === 'string' ? fields.name : 'Error',
  };
  if (typeof fields.code === 'string') failure.code = fields.code;
  if (typeof fields.command === 'string') failure.command = fields.command;
  if (typeof fields.responseCode === 'number') failure.responseCode = fields.responseCode;
  return failure;
}

/** After the current I/O turn: by then the reply of the request that dispatched the mail is written. */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
