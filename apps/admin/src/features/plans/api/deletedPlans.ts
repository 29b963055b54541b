// GET /api/PlansAdmin/deleted?language (spec §7 spells the parameter so): the disabled plans, restorable.
import { callRoute } from '@sumaa/api-client';
import { deletedPlansEndpoint } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { useQuery } from '@tanstack/react-query';
import { planQueryKeys } from '../../../shared/plans-api/planQueryKeys';

export function useDeletedPlansQuery() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planQueryKeys.deleted(language),
    queryFn: ({ signal }) => callRoute(deletedPlansEndpoint, { query: { language }, signal }),
  });
}
