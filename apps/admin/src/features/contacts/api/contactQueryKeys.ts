// Every key of the contacts inbox starts with `admin-contacts`: a status change, an assignment or a reply refreshes
// the list; the rules and assignees have keys of their own.
import type { ContactListQuery } from '@sumaa/contracts';

export const contactQueryKeys = {
  all: ['admin-contacts'] as const,
  lists: ['admin-contacts', 'list'] as const,
  list: (query: ContactListQuery) => ['admin-contacts', 'list', query] as const,
  replies: (id: string) => ['admin-contacts', 'replies', id] as const,
  assignees: ['admin-contacts', 'assignees'] as const,
  rules: ['admin-contacts', 'rules'] as const,
};
