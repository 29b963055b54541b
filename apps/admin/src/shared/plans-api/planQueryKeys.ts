// The plans screen's cache keys: every key starts with `admin-plans`, so one invalidation after a change
// refreshes both tabs (a disabled plan moves from one to the other).
import type { Language } from '@sumaa/i18n';

export const planQueryKeys = {
  all: ['admin-plans'] as const,
  active: (language: Language) => ['admin-plans', 'active', language] as const,
  deleted: (language: Language) => ['admin-plans', 'deleted', language] as const,
};
