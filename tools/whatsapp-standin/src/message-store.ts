// What the stand-in remembers, in memory: every message sent with its status history, the customers' replies,
// the failures armed for the next sends to a number, and the numbers whose read receipts are off.
import { randomBytes } from 'node:crypto';

export type MessageStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

export interface WhatsAppError {
  code: number;
  title: string;
}

export interface SentMessage {
  /** `wamid.…`, as the send answered. */
  id: string;
  /** E.164 with its +. */
  to: string;
  /** The recipient's WhatsApp id: the number's digits. */
  waId: string;
  type: 'template' | 'text';
  templateName: string | null;
  language: string | null;
  parameters: string[];
  /** The template's body with its parameters, or the text message's body. */
  text: string;
  /** False for a template name the stand-in has no body for (its text is then the parameters). */
  templateKnown: boolean;
  link: string | null;
  status: MessageStatus;
  error: WhatsAppError | null;
  statuses: { status: MessageStatus; at: string }[];
  createdAt: string;
}

export interface InboundMessage {
  id: string;
  /** The customer's number in E.164. */
  from: string;
  text: string;
  receivedAt: string;
}

/** A failure armed by POST /__standin/failures: the next `remaining` sends to the number fail. */
export interface ArmedFailure {
  /** `status`: the send is accepted, then a `failed` status webhook; `send`: the send itself is refused. */
  stage: 'status' | 'send';
  code: number;
  title: string;
  remaining: number;
}

/** The digits of a number however it was written (`+9665…`, `9665…`, or `?to=+9665…` read as ` 9665…`). */
export function phoneDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}

/** WhatsApp takes a number with its country code, 8 to 15 digits, an optional + and nothing else but spaces. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s-]+$/.test(value.trim()) && /^[1-9]\d{7,14}$/.test(phoneDigits(value));
}

export function newMessageId(): string {
  // Real ids are base64 of a protobuf; the prefix and the alphabet are what callers can see.
  return `wamid.${randomBytes(24).toString('base64url')}`;
}

export class MessageStore {
  private readonly messages: SentMessage[] = [];
  /** By id: a benchmark's ten thousand messages each get three statuses. */
  private readonly byIds = new Map<string, SentMessage>();
  private readonly inbound: InboundMessage[] = [];
  private readonly failures = new Map<string, ArmedFailure>();
  /** Numbers (digits) that turned WhatsApp's read receipts off: their messages stop at `delivered`. */
  private readonly noReadReceipts = new Set<string>();

  add(message: SentMessage): void {
    this.messages.push(message);
    this.byIds.set(message.id, message);
  }

  byId(id: string): SentMessage | undefined {
    return this.byIds.get(id);
  }

  /** Newest first; `to` in any writing of the number. */
  list(to?: string): SentMessage[] {
    const digits = to === undefined ? undefined : phoneDigits(to);
    return this.messages.filter((message) => digits === undefined || message.waId === digits).reverse();
  }

  setStatus(id: string, status: MessageStatus, at: Date, error: WhatsAppError | null = null): void {
    const message = this.byId(id);
    if (!message) return;
    message.status = status;
    if (error) message.error = error;
    message.statuses.push({ status, at: at.toISOString() });
  }

  addInbound(message: InboundMessage): void {
    this.inbound.push(message);
  }

  inboundMessages(): InboundMessage[] {
    return [...this.inbound].reverse();
  }

  armFailure(to: string, failure: ArmedFailure): void {
    this.failures.set(phoneDigits(to), failure);
  }

  /** The failure for this send, if one is armed for the number (counted down). */
  takeFailure(waId: string): ArmedFailure | undefined {
    const failure = this.failures.get(waId);
    if (!failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining <= 0) this.failures.delete(waId);
    return { ...failure };
  }

  armedFailures(): Record<string, ArmedFailure> {
    return Object.fromEntries(this.failures);
  }

  setReadReceipts(to: string, enabled: boolean): void {
    if (enabled) this.noReadReceipts.delete(phoneDigits(to));
    else this.noReadReceipts.add(phoneDigits(to));
  }

  sendsReadReceipts(waId: string): boolean {
    return !this.noReadReceipts.has(waId);
  }

  clear(): void {
    this.messages.length = 0;
    this.byIds.clear();
    this.inbound.length = 0;
    this.failures.clear();
    this.noReadReceipts.clear();
  }
}
