// The inbox's cache keys: every key starts with `reviews`, so a sync's end refreshes the list, the open review
// and the figures together.
import type { ReviewListQuery } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';

export const reviewQueryKeys = {
  all: ['reviews'] as const,
  lists: ['reviews', 'list'] as const,
  list: (query: ReviewListQuery) => ['reviews', 'list', query] as const,
  review: (id: string) => ['reviews', 'review', id] as const,
  summary: ['reviews', 'summary'] as const,
  smartReplies: (id: string) => ['reviews', 'smartReplies', id] as const,
  locations: ['reviews', 'locations'] as const,
  assignees: ['reviews', 'assignees'] as const,
  /** Sync errors come in the reader's language. */
  latestSync: (language: Language) => ['reviews', 'latestSync', language] as const,
};
