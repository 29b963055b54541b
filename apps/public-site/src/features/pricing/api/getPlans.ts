// GET /api/Plans?lang= (spec §7, no auth): the public price list in the reader's language.
import { callRoute } from '@sumaa/api-client';
import { listPlansEndpoint, type Plan } from '@sumaa/contracts';
import { type Language, useLanguage } from '@sumaa/i18n';
import { useQuery } from '@tanstack/react-query';

/** The language is part of the key: a language switch asks the server again for the plans' own texts. */
export const plansQueryKey = (language: Language) => ['plans', language] as const;

export async function getPlans(language: Language, signal?: AbortSignal): Promise<Plan[]> {
  const plans: Plan[] | undefined = await callRoute(listPlansEndpoint, { query: { lang: language }, signal });
  // An empty reply (no model) shows no plans rather than failing.
  return Array.isArray(plans) ? plans : [];
}

export function usePlansQuery() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: plansQueryKey(language),
    queryFn: ({ signal }) => getPlans(language, signal),
  });
}
