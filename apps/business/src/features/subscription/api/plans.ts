// GET /api/Plans?lang (spec §7, public): the plans on offer, their texts in the reader's language.
import { callRoute } from '@sumaa/api-client';
import { listPlansEndpoint, type Plan } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { useQuery } from '@tanstack/react-query';

export function usePlansQuery() {
  const { language } = useLanguage();
  return useQuery({
    // The language is part of the key: a switch reads the plans' own texts again.
    queryKey: ['subscription', 'plans', language] as const,
    queryFn: async ({ signal }): Promise<Plan[]> => {
      const plans = await callRoute(listPlansEndpoint, { query: { lang: language }, signal });
      return Array.isArray(plans) ? plans : [];
    },
  });
}
