// The review-request page's cache keys: every key starts with `review-requests`, so one invalidation after a
// change (a contact added, an import, a send) refreshes the contacts and the history together. The entry's
// prefetch (remote-entry.tsx) uses the same keys.
import type { ReviewContactListQuery, ReviewRequestHistoryQuery } from '@sumaa/contracts';

export const requestQueryKeys = {
  all: ['review-requests'] as const,
  contacts: (query: ReviewContactListQuery) => ['review-requests', 'contacts', query] as const,
  history: (query: ReviewRequestHistoryQuery) => ['review-requests', 'history', query] as const,
  links: ['review-requests', 'links'] as const,
  qrCode: (locationId: string) => ['review-requests', 'links', locationId, 'qr'] as const,
  settings: ['review-requests', 'settings'] as const,
};
