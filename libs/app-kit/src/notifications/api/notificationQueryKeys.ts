// The bell's cache keys: both start with `notifications`, so one invalidation after a change refreshes the
// count and the list together.
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};
