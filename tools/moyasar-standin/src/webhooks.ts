// Webhooks to the invoice's callback_url, as Moyasar sends them: a JSON POST of the event carrying the configured
// secret_token. Fire and forget: a few attempts with growing pauses, every outcome recorded for the inspection
// path, and no failure (refused connection, timeout, 500) ever reaches the stand-in's own request handling.
import { randomUUID } from 'node:crypto';
import type { MoyasarPayment, MoyasarWebhookEvent } from './model';

export interface WebhookAttempt {
  at: string;
  /** HTTP status of the answer, or 0 when none came. */
  status: number;
  error?: string;
}

export interface WebhookDelivery {
  event: MoyasarWebhookEvent;
  url: string;
  /** `delivered` once an attempt got a 2xx; `failed` after the last attempt. */
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
}

export interface WebhookSettings {
  secretToken: string;
  accountName: string;
  /** Pauses before the second, third… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs: number[];
  timeoutMs: number;
}

export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  /** Pauses between attempts and how to end each early (stop() ends them all). */
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;

  constructor(
    private readonly settings: WebhookSettings,
    private readonly now: () => Date,
    private readonly log?: (line: string) => void,
  ) {}

  /** Queues the event of `payment` for `url`; returns the delivery at once (its state moves on later). */
  send(payment: MoyasarPayment, url: string): WebhookDelivery {
    const event: MoyasarWebhookEvent = {
      id: randomUUID(),
      type: payment.status === 'paid' ? 'payment_paid' : 'payment_failed',
      created_at: this.now().toISOString(),
      secret_token: this.settings.secretToken,
      account_name: this.settings.accountName,
      live: false,
      data: payment,
    };
    const delivery: WebhookDelivery = { event, url, state: 'pending', attempts: [] };
    this.deliveries.push(delivery);
    const run = this.deliver(delivery)
      .catch((error: unknown) => {
        delivery.state = 'failed';
        this.log?.(`webhook ${event.id} failed: ${String(error)}`);
      })
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
    return delivery;
  }

  /** Resolves once every delivery under way has delivered or given up (tests wait on it). */
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

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    const delays = [0, ...this.settings.retryDelaysMs];
    for (const delay of delays) {
      if (delay > 0) await this.pause(delay);
      if (this.stopped) break;
      const attempt: WebhookAttempt = { at: this.now().toISOString(), status: 0 };
      delivery.attempts.push(attempt);
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'Moyasar-Standin-Webhook' },
          body: JSON.stringify(delivery.event),
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
      this.log?.(
        `webhook ${delivery.event.type} ${delivery.event.id} → ${delivery.url}: ${attempt.status || attempt.error}`,
      );
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
