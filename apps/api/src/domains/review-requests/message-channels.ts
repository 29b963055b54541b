// The channels a review request leaves by (issue 23). WhatsApp and SMS are clients of outside providers, each
// with a local stand-in (channels/, another part of this domain, implements them to the interface below);
// e-mail goes through the API's own mailer (email-channel.ts). The delivery job (request-delivery.ts) finds the
// channel of a request here, so a test, or the plugin when a provider is configured, decides which clients run.
import type { Language } from '@sumaa/contracts';

export interface ChannelMessage {
  /** E.164. */
  to: string;
  language: Language;
  /** The request's text, already rendered (SMS; WhatsApp outside a template). */
  text: string;
  /** WhatsApp: the approved template's name (review_request_settings.whatsapp_template). */
  templateName?: string;
  /** WhatsApp: the template's parameters in order: first name, business, link. */
  templateParams?: string[];
}

/** A provider's client: it sends one message and answers the provider's id of it, or throws. */
export interface ReviewRequestChannel {
  readonly name: 'whatsapp' | 'sms';
  send(message: ChannelMessage): Promise<{ providerMessageId: string }>;
}

/**
 * What a channel throws when the provider refused (channels/channel.ts's ChannelSendError has this shape):
 * `permanent` failures (an invalid number, a blocked sender) are not tried again; others (a timeout, a 5xx)
 * are, with the job queue's backoff.
 */
export interface ChannelFailure extends Error {
  reason: string;
  permanent: boolean;
}

export function isChannelFailure(error: unknown): error is ChannelFailure {
  return (
    error instanceof Error &&
    typeof (error as Partial<ChannelFailure>).reason === 'string' &&
    typeof (error as Partial<ChannelFailure>).permanent === 'boolean'
  );
}

/** The WhatsApp and SMS clients this process sends with; a channel without one cannot be chosen. */
export class ReviewRequestChannels {
  private readonly clients = new Map<'whatsapp' | 'sms', ReviewRequestChannel>();

  /** Sets (or, with another client of the same name, replaces) a channel's client. */
  use(channel: ReviewRequestChannel): void {
    this.clients.set(channel.name, channel);
  }

  get(name: 'whatsapp' | 'sms'): ReviewRequestChannel | null {
    return this.clients.get(name) ?? null;
  }

  /** E-mail is always there (the mailer); WhatsApp and SMS once their client is set. */
  isAvailable(name: 'whatsapp' | 'sms' | 'email'): boolean {
    return name === 'email' || this.clients.has(name);
  }
}
