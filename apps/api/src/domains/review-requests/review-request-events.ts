// What review requests tell the other domains (events/README.md): a request that left, and a contact who opted
// out (by an e-mail's link, a STOP reply, or the dashboard), e.g. for analytics and for alerts.
import type { ReviewRequestChannel } from '@sumaa/contracts';

export type OptOutSource = ReviewRequestChannel | 'dashboard';

declare module '../../events' {
  interface DomainEvents {
    'reviewRequests.sent': {
      requestId: string;
      contactId: string | null;
      channel: ReviewRequestChannel;
      locationId: string | null;
      sentAt: string;
    };
    'reviewRequests.optedOut': { contactId: string; source: OptOutSource; optedOutAt: string };
  }
}
