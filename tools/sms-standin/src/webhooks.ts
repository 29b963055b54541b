// Delivery reports (DLR) and replies to the callback URL as Unifonic's DLR webhook sends them: a JSON POST, tried
// again on a non-2xx answer or none. Unifonic signs nothing, so the callback URL configured in its console carries
// a shared secret of the app's (`?secret=…`), and so does the stand-in's. Every outcome is kept for the inspection
// path; no failure reaches the stand-in's own request handling.

export interface WebhookAttempt {
  at: string;
  status: number;
  error?: string;
}

export interface WebhookDelivery {
  kind: string;
  url: string;
  body: unknown;
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
}

export interface WebhookSettings {
  retryDelaysMs: number[];
  timeoutMs: number;
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

  /** After `delayMs`, builds the body (so its time stamps are the sending time) and posts it. */
  send(kind: string, url: string, build: () => unknown, delayMs = 0): void {
    const run = (async () => {
      if (delayMs > 0) await this.pause(delayMs);
      if (this.stopped) return;
      const body = build();
      const delivery: WebhookDelivery = { kind, url, body, state: 'pending', attempts: [] };
      this.deliveries.push(delivery);
      await this.deliver(delivery);
    })()
      .catch((error: unknown) => this.log?.(`webhook failed: ${String(error)}`))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
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

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    for (const delay of [0, ...this.settings.retryDelaysMs]) {
      if (delay > 0) await this.pause(delay);
      if (this.stopped) break;
      const attempt: WebhookAttempt = { at: this.now().toISOString(), status: 0 };
      delivery.attempts.push(attempt);
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'Unifonic-Standin-DLR' },
          body: JSON.stringify(delivery.body),
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
        `webhook ${delivery.kind} → ${redactSecret(delivery.url)}: ${attempt.status || attempt.error}`,
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

/** The callback URL for logs, without the secret it carries. */
export function redactSecret(url: string): string {
  return url.replace(/([?&]secret=)[^&]*/i, '$1…');
}
