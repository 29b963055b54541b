// GET /api/PlansAdmin?lang (spec §7): the active plans with both languages, limits and subscriber counts; the plans
// screen and the subscription lists' plan filter share it (one cache).
import { callRoute } from '@sumaa/api-client';
import { adminPlansEndpoint } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { useQuery } from '@tanstack/react-query';
import { planQueryKeys } from './planQueryKeys';

export function useAdminPlansQuery() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planQueryKeys.active(language),
    queryFn: ({ signal }) => callRoute(adminPlansEndpoint, { query: { lang: language }, signal }),
  });
}
