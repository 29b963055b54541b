// What the stand-in remembers, in memory: every SMS sent with its delivery history, the customers' replies, and
// the failures armed for the next sends to a number.

/** Unifonic's states as this stand-in moves through them. */
export type SmsStatus = 'Sent' | 'Delivered' | 'Undeliverable';

export interface SentSms {
  /** Unifonic's numeric MessageID, as a string here (the answer carries the number). */
  id: string;
  correlationId: string | null;
  /** E.164 with its +. */
  to: string;
  /** As Unifonic takes it: digits, no + or 00. */
  recipient: string;
  senderId: string;
  text: string;
  link: string | null;
  numberOfUnits: number;
  status: SmsStatus;
  reason: string | null;
  statuses: { status: SmsStatus; at: string }[];
  createdAt: string;
}

export interface InboundSms {
  id: string;
  from: string;
  text: string;
  receivedAt: string;
}

export interface ArmedFailure {
  /** `report`: the send is accepted, then an Undeliverable delivery report; `send`: the send is refused. */
  stage: 'report' | 'send';
  errorCode: string;
  message: string;
  remaining: number;
}

export function phoneDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}

export function firstLink(text: string): string | null {
  return /https?:\/\/[^\s<>"']+/.exec(text)?.[0] ?? null;
}

/** SMS parts: GSM-7 text 160 characters alone or 153 a part, anything else (Arabic) 70 alone or 67 a part. */
export function numberOfUnits(text: string): number {
  const gsm =
    /^[A-Za-z0-9 \r\n@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/.test(
      text,
    );
  const [single, part] = gsm ? [160, 153] : [70, 67];
  const length = [...text].length;
  return length <= single ? 1 : Math.ceil(length / part);
}

export class SmsStore {
  private readonly messages: SentSms[] = [];
  private readonly inbound: InboundSms[] = [];
  private readonly failures = new Map<string, ArmedFailure>();
  private nextId = 42_000_348_806_924;

  newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  add(message: SentSms): void {
    this.messages.push(message);
  }

  byId(id: string): SentSms | undefined {
    return this.messages.find((message) => message.id === id);
  }

  list(to?: string): SentSms[] {
    const digits = to === undefined ? undefined : phoneDigits(to);
    return this.messages.filter((message) => digits === undefined || message.recipient === digits).reverse();
  }

  setStatus(id: string, status: SmsStatus, at: Date, reason: string | null = null): void {
    const message = this.byId(id);
    if (!message) return;
    message.status = status;
    if (reason) message.reason = reason;
    message.statuses.push({ status, at: at.toISOString() });
  }

  addInbound(message: InboundSms): void {
    this.inbound.push(message);
  }

  inboundMessages(): InboundSms[] {
    return [...this.inbound].reverse();
  }

  armFailure(to: string, failure: ArmedFailure): void {
    this.failures.set(phoneDigits(to), failure);
  }

  takeFailure(recipient: string): ArmedFailure | undefined {
    const failure = this.failures.get(recipient);
    if (!failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining <= 0) this.failures.delete(recipient);
    return { ...failure };
  }

  armedFailures(): Record<string, ArmedFailure> {
    return Object.fromEntries(this.failures);
  }

  clear(): void {
    this.messages.length = 0;
    this.inbound.length = 0;
    this.failures.clear();
  }
}
