// The page's view as the address holds it: the tab, the contacts' search and page, the history's filters and
// page. Read by the page and by the entry's prefetch (remote-entry.tsx), so both ask for the same first list.
import type {
  ReviewContactListQuery,
  ReviewRequestChannel,
  ReviewRequestHistoryQuery,
  ReviewRequestStatus,
} from '@sumaa/contracts';

export const REQUESTS_TABS = ['contacts', 'send', 'history', 'links', 'settings'] as const;
export type RequestsTab = (typeof REQUESTS_TABS)[number];

export const CONTACTS_PAGE_SIZES = [10, 25, 50] as const;
export const HISTORY_PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 25;

export const REQUESTS_VIEW_PARAMS = [
  'tab',
  'search',
  'page',
  'pageSize',
  'status',
  'channel',
  'historyPage',
  'historyPageSize',
] as const;

// The lists of the contract's values, repeated here as plain strings so that the frame's prefetch does not load
// the contract's schemas; `satisfies` and the checks below keep them equal to the contract's.
const STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'clicked',
  'failed',
  'opted_out',
] as const satisfies readonly ReviewRequestStatus[];
const CHANNELS = ['whatsapp', 'sms', 'email'] as const satisfies readonly ReviewRequestChannel[];
type Missing<All extends string, Listed extends readonly string[]> = Exclude<All, Listed[number]>;
const everyStatus: Missing<ReviewRequestStatus, typeof STATUSES> extends never ? true : false = true;
const everyChannel: Missing<ReviewRequestChannel, typeof CHANNELS> extends never ? true : false = true;
void everyStatus;
void everyChannel;

export interface RequestsView {
  tab: RequestsTab;
  contacts: { page: number; pageSize: number; search: string };
  history: {
    page: number;
    pageSize: number;
    status: ReviewRequestStatus | null;
    channel: ReviewRequestChannel | null;
  };
}

interface ParamReader {
  get(name: string): string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

const pageSizeOf = (value: string | null, sizes: readonly number[]) => {
  const number = Number(value);
  return sizes.includes(number) ? number : DEFAULT_PAGE_SIZE;
};

export function readRequestsView(params: ParamReader): RequestsView {
  return {
    tab: oneOf(REQUESTS_TABS, params.get('tab')) ?? 'contacts',
    contacts: {
      search: params.get('search')?.trim() ?? '',
      page: positive(params.get('page'), 1),
      pageSize: pageSizeOf(params.get('pageSize'), CONTACTS_PAGE_SIZES),
    },
    history: {
      page: positive(params.get('historyPage'), 1),
      pageSize: pageSizeOf(params.get('historyPageSize'), HISTORY_PAGE_SIZES),
      status: oneOf(STATUSES, params.get('status')),
      channel: oneOf(CHANNELS, params.get('channel')),
    },
  };
}

/** The contacts call of a view: the search left out when empty, as the page asks for it. */
export function contactsQueryOf(view: RequestsView['contacts']): ReviewContactListQuery {
  return view.search
    ? { page: view.page, pageSize: view.pageSize, search: view.search }
    : { page: view.page, pageSize: view.pageSize };
}

export function historyQueryOf(view: RequestsView['history']): ReviewRequestHistoryQuery {
  return {
    page: view.page,
    pageSize: view.pageSize,
    ...(view.status ? { status: view.status } : {}),
    ...(view.channel ? { channel: view.channel } : {}),
  };
}

export { STATUSES as REQUEST_STATUSES, CHANNELS as REQUEST_CHANNELS };
