// Writes a changed message into every cached page of the inbox that holds it (optimistic updates and answers).
import type { ContactInboxMessage, ContactInboxPage } from '@sumaa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { contactQueryKeys } from './contactQueryKeys';

export function patchContactInLists(
  queryClient: QueryClient,
  id: string,
  patch: Partial<ContactInboxMessage>,
): void {
  queryClient.setQueriesData<ContactInboxPage>({ queryKey: contactQueryKeys.lists }, (page) =>
    page
      ? { ...page, items: page.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) }
      : page,
  );
}
