// The competitor comparison's cache keys: all start with `competitors`, so adding or removing one refreshes the
// comparison and the search's "already added" marks together.
export const competitorQueryKeys = {
  all: ['competitors'] as const,
  comparison: ['competitors', 'comparison'] as const,
  search: (query: string) => ['competitors', 'search', query] as const,
};
