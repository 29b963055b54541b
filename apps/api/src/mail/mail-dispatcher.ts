import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer, MailTransportKind } from './mailer';

/** How long shutting down waits for mail still on its way before closing the transport anyway. */
const CLOSE_GRACE_MS = 10_000;

/**
 * app.mailer: hands messages to the transport (SMTP or the outbox) outside the request. A route calls
 * dispatch() and answers at once, so neither the transport's speed nor its failure shows in the reply:
 * forgot-password and send-email-otp look the same for known and unknown addresses, and a registration
 * succeeds while SMTP is down (the user can ask for the code again). Failures are logged, never thrown.
 * Messages to one address leave in the order they were dispatched (the newest code is the last mail).
 */
export class MailDispatcher {
  private readonly pending = new Set<Promise<void>>();
  private readonly lastToRecipient = new Map<string, Promise<void>>();

  private transport: Mailer;

  constructor(
    private readonly configuredTransport: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = configuredTransport;
  }

  /**
   * Mail from now on goes through `next` (SMTP settings that passed their test send, domains/platform/settings);
   * null goes back to the deployment's configured transport. Mail already on its way keeps its transport.
   */
  useTransport(next: Mailer | null): void {
    const previous = this.transport;
    this.transport = next ?? this.configuredTransport;
    if (previous !== this.configuredTransport && previous !== this.transport)
      void previous.close().catch(() => undefined);
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

  /** Queues the message and returns immediately; the transport starts once the current reply is sent. */
  dispatch(message: MailMessage): void {
    this.deliver(message).catch(() => undefined);
  }

  /**
   * Like dispatch, but the caller learns the outcome: resolves once the transport took the message, rejects
   * (after logging it the same way) when it failed. For senders that record what was sent (launch e-mails).
   */
  deliver(message: MailMessage): Promise<void> {
    const recipient = message.to.toLowerCase();
    const previous = this.lastToRecipient.get(recipient) ?? Promise.resolve();
    let transport = this.transport;
    const attempt: Promise<void> = previous.then(nextMacrotask).then(() => {
      transport = this.transport;
      return transport.send(message);
    });
    const delivery: Promise<void> = attempt
      .catch((error: unknown) => {
        // Neither the subject nor the error itself: the subject carries the code, and a transport's error
        // (message, server response) can quote the mail. Only what says why it failed is logged.
        this.log.error(
          { failure: describeMailFailure(error), to: message.to, transport: transport.kind },
          'e-mail could not be sent',
        );
      })
      .finally(() => {
        this.pending.delete(delivery);
        if (this.lastToRecipient.get(recipient) === delivery) this.lastToRecipient.delete(recipient);
      });
    this.pending.add(delivery);
    this.lastToRecipient.set(recipient, delivery);
    return attempt;
  }

  /** Resolves once every message dispatched so far has been delivered or has failed (tests, /dev/outbox). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Lets mail on its way finish (for a while), then closes the transport. */
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
        'closing the mail transport with e-mails still being sent',
      );
    }
    await this.transport.close();
    if (this.transport !== this.configuredTransport) await this.configuredTransport.close();
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
