// Webhooks to the app's callback URL as Meta sends them: a JSON POST whose raw bytes are signed with the app
// secret (`X-Hub-Signature-256: sha256=<hex HMAC-SHA256>`), tried again on a non-2xx answer or none, every outcome
// kept for the inspection path; and the subscription handshake (GET with hub.mode, hub.verify_token and
// hub.challenge, passed when the callback echoes the challenge). No failure ever reaches the stand-in's own
// request handling.
import { createHmac, randomInt } from 'node:crypto';

export interface WebhookAttempt {
  at: string;
  /** HTTP status of the answer, or 0 when none came. */
  status: number;
  error?: string;
}

export interface WebhookDelivery {
  /** What the webhook says: `status:<wamid>:<status>` or `inbound:<wamid>`. */
  kind: string;
  url: string;
  body: unknown;
  signature: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
}

export interface VerificationResult {
  at: string;
  url: string;
  ok: boolean;
  /** HTTP status of the callback's answer, 0 when none came. */
  status: number;
  challenge: string;
  answer?: string;
  error?: string;
}

export interface WebhookSettings {
  appSecret: string;
  /** Pauses before the second, third… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs: number[];
  timeoutMs: number;
}

export function signBody(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;

  constructor(
    private readonly settings: WebhookSettings,
    private readonly now: () => Date,
    private readonly log?: (line: string) => void,
  ) {}

  /** Queues the body for `url` after `delayMs`; the delivery is returned at once and its state moves on later. */
  send(kind: string, url: string, body: unknown, delayMs = 0): WebhookDelivery {
    const raw = JSON.stringify(body);
    const delivery: WebhookDelivery = {
      kind,
      url,
      body,
      signature: signBody(raw, this.settings.appSecret),
      state: 'pending',
      attempts: [],
    };
    this.deliveries.push(delivery);
    this.track(
      (async () => {
        if (delayMs > 0) await this.pause(delayMs);
        await this.deliver(delivery, raw);
      })(),
      delivery,
    );
    return delivery;
  }

  /**
   * Runs `steps` one after the other (a message's statuses arrive in order), each after its own pause; a step's
   * body is built when it goes out, so what it says and when it is sent agree.
   */
  sequence(steps: { kind: string; url: string; build: () => unknown; delayMs: number }[]): void {
    const run = async () => {
      for (const step of steps) {
        if (this.stopped) return;
        if (step.delayMs > 0) await this.pause(step.delayMs);
        if (this.stopped) return;
        const body = step.build();
        const raw = JSON.stringify(body);
        const delivery: WebhookDelivery = {
          kind: step.kind,
          url: step.url,
          body,
          signature: signBody(raw, this.settings.appSecret),
          state: 'pending',
          attempts: [],
        };
        this.deliveries.push(delivery);
        await this.deliver(delivery, raw);
      }
    };
    this.track(run(), undefined);
  }

  /** The subscription handshake against `url`: passed when the answer is 200 with the challenge as its body. */
  async verify(url: string, verifyToken: string): Promise<VerificationResult> {
    const challenge = String(randomInt(1_000_000_000, 2_000_000_000));
    const target = new URL(url);
    target.searchParams.set('hub.mode', 'subscribe');
    target.searchParams.set('hub.verify_token', verifyToken);
    target.searchParams.set('hub.challenge', challenge);
    const result: VerificationResult = { at: this.now().toISOString(), url, ok: false, status: 0, challenge };
    try {
      const response = await fetch(target, {
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        redirect: 'manual',
      });
      result.status = response.status;
      result.answer = (await response.text()).slice(0, 200);
      result.ok = response.status === 200 && result.answer.trim() === challenge;
    } catch (error) {
      result.error = (error as Error).message ?? String(error);
    }
    return result;
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  stop(): void {
    this.stopped = true;
    for (const [timer, resolve] of this.timers) {
      clearTimeout(timer);
      resolve();
    }
    this.timers.clear();
  }

  private track(run: Promise<void>, delivery: WebhookDelivery | undefined): void {
    const tracked = run
      .catch((error: unknown) => {
        if (delivery) delivery.state = 'failed';
        this.log?.(`webhook failed: ${String(error)}`);
      })
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  private async deliver(delivery: WebhookDelivery, raw: string): Promise<void> {
    for (const delay of [0, ...this.settings.retryDelaysMs]) {
      if (delay > 0) await this.pause(delay);
      if (this.stopped) break;
      const attempt: WebhookAttempt = { at: this.now().toISOString(), status: 0 };
      delivery.attempts.push(attempt);
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'facebookexternalua',
            'X-Hub-Signature-256': delivery.signature,
          },
          body: raw,
          signal: AbortSignal.timeout(this.settings.timeoutMs),
          redirect: 'manual',
        });
        attempt.status = response.status;
        await response.body?.cancel();
        if (response.ok) {
          delivery.state = 'delivered';
          return;
        }
      } catch (error) {
        attempt.error = (error as Error).message ?? String(error);
      }
      this.log?.(`webhook ${delivery.kind} → ${delivery.url}: ${attempt.status || attempt.error}`);
    }
    delivery.state = 'failed';
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }
}
