// The channels a review request leaves by (issue 23). WhatsApp and SMS are clients of outside providers, each
// with a local stand-in (channels/ implements them); e-mail goes through the API's own mailer
// (email-channel.ts). The delivery job (request-delivery.ts) finds a request's channel here, so the plugin (when
// a provider is configured) or a test decides which clients run.
import { ChannelSendError, type OutgoingRequestMessage, type ReviewRequestChannel } from './channels';

export type { ReviewRequestChannel } from './channels';
export type ChannelMessage = OutgoingRequestMessage;

/**
 * What a channel throws when the provider refused: `permanent` failures (an invalid number, a refused template)
 * are not tried again; others (a timeout, a 5xx, a rate limit) are, with the job queue's backoff. Any error of
 * that shape counts, ChannelSendError's or another client's.
 */
export interface ChannelFailure extends Error {
  reason: string;
  permanent: boolean;
}

export function isChannelFailure(error: unknown): error is ChannelFailure {
  if (error instanceof ChannelSendError) return true;
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
