// The auto-assign rules (issue 13, kept on the server): GET, POST /api/contacts/rules, PUT and DELETE
// /api/contacts/rules/{id}. Each change reads the list again.
import { callRoute } from '@sumaa/api-client';
import {
  createContactRuleEndpoint,
  deleteContactRuleEndpoint,
  listContactRulesEndpoint,
  updateContactRuleEndpoint,
  type ContactRuleBody,
} from '@sumaa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';

export function useContactRulesQuery() {
  return useQuery({
    queryKey: contactQueryKeys.rules,
    queryFn: async ({ signal }) => (await callRoute(listContactRulesEndpoint, { signal })).items,
  });
}

export function useSaveContactRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ContactRuleBody }) =>
      id
        ? callRoute(updateContactRuleEndpoint, { params: { id }, body })
        : callRoute(createContactRuleEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactQueryKeys.rules }),
  });
}

export function useDeleteContactRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(deleteContactRuleEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactQueryKeys.rules }),
  });
}
