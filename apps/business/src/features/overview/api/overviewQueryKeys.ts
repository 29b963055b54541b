// The overview's cache keys: every key starts with `overview`, so one invalidation (a sync that just brought
// the first reviews) refreshes every figure together.
export const overviewQueryKeys = {
  all: ['overview'] as const,
  summary: (businessId: string | null) => ['overview', 'summary', businessId] as const,
  growth: (businessId: string | null, days: number) => ['overview', 'growth', businessId, days] as const,
  googleConnection: ['overview', 'googleConnection'] as const,
  /** A failed sync's reason comes in the reader's language. */
  latestSync: (language: string) => ['overview', 'latestSync', language] as const,
};
