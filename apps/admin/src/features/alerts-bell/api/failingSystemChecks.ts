// GET /api/system/overview's checks that fail, for the header's bell.
import { callRoute } from '@sumaa/api-client';
import { type SystemCheck, systemOverviewEndpoint } from '@sumaa/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * The system page's and the sidebar badge's query (same key, same call, no retry), so the bell adds no request:
 * it reads the checks the badge already asks for every few seconds. Only errors count: a warning (a slow
 * answer, the local outbox) is the system page's to show, not an alert.
 */
export interface FailingSystemChecks {
  checks: readonly SystemCheck[];
  /** When the checks ran (ISO 8601). */
  checkedAt: string;
}

export function useFailingSystemChecks(): FailingSystemChecks | undefined {
  const query = useQuery({
    queryKey: ['admin-system', 'overview'],
    queryFn: ({ signal }) => callRoute(systemOverviewEndpoint, { signal }),
    retry: false,
  });
  const data = query.data;
  if (!data) return undefined;
  return { checks: data.checks.filter((check) => check.status === 'error'), checkedAt: data.checkedAt };
}
