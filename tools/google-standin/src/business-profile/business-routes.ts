// Google Business Profile APIs as the real client calls them: Account Management v1 (accounts), Business
// Information v1 (locations, readMask required) and My Business v4 (reviews, replies). A bearer token sees only
// its own user's accounts.
import type { Exchange, Route, StandinContext } from '../context';
import type { GoogleUser, StoredAccount, StoredLocation, StoredReview } from '../model';
import { bearerToken } from '../oauth/oauth-routes';
import { allowsBusinessProfile } from '../oauth/scopes';
import { BodyError, readJsonObject } from '../http/request-body';
import { GOOGLE_MESSAGES, sendGoogleError, sendInvalidArgument, sendJson } from '../http/responses';
import { REVIEW_ORDERS, type ReviewOrder } from './business-store';
import { decodePageToken, pageOf, parsePageSize } from './paging';
import {
  LOCATION_FIELDS,
  accountResource,
  applyReadMask,
  locationResource,
  reviewResource,
} from './resources';

const ACCOUNTS_PAGE = { default: 20, max: 20 };
const LOCATIONS_PAGE = { default: 10, max: 100 };
const REVIEWS_PAGE = { default: 50, max: 50 };
const REPLY_MAX_BYTES = 4096;

const ACCOUNT = String.raw`accounts\/([^/]+)`;
const LOCATION = String.raw`${ACCOUNT}\/locations\/([^/]+)`;
const REVIEW = String.raw`${LOCATION}\/reviews\/([^/]+)`;

export function businessProfileRoutes(context: StandinContext): Route[] {
  /** The token's user, or undefined after answering 401/403 as Google does. */
  const authenticate = ({ request, response }: Exchange): GoogleUser | undefined => {
    const token = bearerToken(request);
    const found = token ? context.tokens.findAccessToken(token) : undefined;
    const challenge = {
      'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
    };
    if (!found || found.expired) {
      if (found?.expired) context.counters.expiredTokenRejections += 1;
      sendGoogleError(response, 'UNAUTHENTICATED', GOOGLE_MESSAGES.unauthenticated, { headers: challenge });
      return undefined;
    }
    if (!allowsBusinessProfile(found.record.scopes)) {
      sendGoogleError(response, 'PERMISSION_DENIED', GOOGLE_MESSAGES.insufficientScopes, {
        headers: {
          'WWW-Authenticate':
            'Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="https://www.googleapis.com/auth/business.manage"',
        },
      });
      return undefined;
    }
    return context.store.userBySub(found.record.sub);
  };

  /** The account if it exists and the user is one of its members; otherwise answers 404/403. */
  const accessibleAccount = (exchange: Exchange, user: GoogleUser, accountId: string) => {
    const account = context.store.account(accountId);
    if (!account) {
      sendGoogleError(exchange.response, 'NOT_FOUND', GOOGLE_MESSAGES.notFound);
      return undefined;
    }
    const role = context.store.roleOf(account, user.sub);
    if (!role) {
      sendGoogleError(exchange.response, 'PERMISSION_DENIED', GOOGLE_MESSAGES.permissionDenied);
      return undefined;
    }
    return { account, role };
  };

  const accessibleLocation = (
    exchange: Exchange,
    user: GoogleUser,
  ): { account: StoredAccount; location: StoredLocation } | undefined => {
    const [accountId, locationId] = exchange.params;
    const found = accessibleAccount(exchange, user, accountId);
    if (!found) return undefined;
    const location = context.store.location(locationId);
    if (!location || location.accountId !== found.account.id) {
      sendGoogleError(exchange.response, 'NOT_FOUND', GOOGLE_MESSAGES.notFound);
      return undefined;
    }
    return { account: found.account, location };
  };

  const accessibleReview = (exchange: Exchange, user: GoogleUser) => {
    const found = accessibleLocation(exchange, user);
    if (!found) return undefined;
    const review = context.store.review(found.location, exchange.params[2]);
    if (!review) {
      sendGoogleError(exchange.response, 'NOT_FOUND', GOOGLE_MESSAGES.notFound);
      return undefined;
    }
    return { ...found, review };
  };

  const renderReview = (account: StoredAccount, location: StoredLocation, review: StoredReview) =>
    reviewResource(account.id, location, review, context.origin());

  return [
    {
      name: 'listAccounts',
      method: 'GET',
      path: /^\/v1\/accounts$/,
      kind: 'api',
      handle: (exchange) => {
        const user = authenticate(exchange);
        if (!user) return;
        const { searchParams } = exchange.url;
        const size = parsePageSize(searchParams.get('pageSize'), ACCOUNTS_PAGE.default, ACCOUNTS_PAGE.max);
        if (!size.ok) return sendInvalidArgument(exchange.response, 'page_size', size.description);

        let accounts = context.store.accountsOf(user.sub);
        const parent = searchParams.get('parentAccount');
        if (parent) {
          const found = accessibleAccount(exchange, user, parent.replace(/^accounts\//, ''));
          if (!found) return;
          // The stand-in's accounts have no sub-accounts (those belong to organizations and user groups).
          accounts = [];
        }
        const filter = searchParams.get('filter');
        if (filter) {
          const match = /^\s*type\s*=\s*"?([A-Z_]+)"?\s*$/.exec(filter);
          if (!match)
            return sendInvalidArgument(exchange.response, 'filter', `Unsupported filter: ${filter}`);
          accounts = accounts.filter((account) => account.type === match[1]);
        }

        const query = `accounts|${parent ?? ''}|${filter ?? ''}`;
        const offset = decodePageToken(searchParams.get('pageToken'), query);
        if (offset === 'invalid')
          return sendInvalidArgument(exchange.response, 'page_token', 'Invalid page token.');
        const { page, nextPageToken } = pageOf(accounts, offset, size.pageSize, query);
        const body: Record<string, unknown> = {};
        if (page.length)
          body.accounts = page.map((account) =>
            accountResource(account, context.store.roleOf(account, user.sub)!),
          );
        if (nextPageToken) body.nextPageToken = nextPageToken;
        sendJson(exchange.response, 200, body);
      },
    },
    {
      name: 'listLocations',
      method: 'GET',
      path: new RegExp(`^/v1/${ACCOUNT}/locations$`),
      kind: 'api',
      handle: (exchange) => {
        const user = authenticate(exchange);
        if (!user) return;
        const { searchParams } = exchange.url;
        const readMask = parseReadMask(searchParams.get('readMask'));
        if (!readMask)
          return sendInvalidArgument(exchange.response, 'read_mask', 'Invalid field mask provided');
        const size = parsePageSize(searchParams.get('pageSize'), LOCATIONS_PAGE.default, LOCATIONS_PAGE.max);
        if (!size.ok) return sendInvalidArgument(exchange.response, 'page_size', size.description);
        if (searchParams.get('filter')) {
          return sendInvalidArgument(
            exchange.response,
            'filter',
            'The Google stand-in does not support location filters.',
          );
        }
        const orderBy = parseLocationOrder(searchParams.get('orderBy'));
        if (!orderBy)
          return sendInvalidArgument(
            exchange.response,
            'order_by',
            `Invalid order_by: ${searchParams.get('orderBy')}`,
          );

        const found = accessibleAccount(exchange, user, exchange.params[0]);
        if (!found) return;
        const locations = context.store.locationsOf(found.account);
        if (orderBy.field) {
          const field = orderBy.field;
          locations.sort((a, b) => a[field].localeCompare(b[field]) * (orderBy.descending ? -1 : 1));
        }
        const query = `locations|${found.account.id}|${searchParams.get('orderBy') ?? ''}`;
        const offset = decodePageToken(searchParams.get('pageToken'), query);
        if (offset === 'invalid')
          return sendInvalidArgument(exchange.response, 'page_token', 'Invalid page token.');
        const { page, nextPageToken } = pageOf(locations, offset, size.pageSize, query);
        const body: Record<string, unknown> = {};
        if (page.length)
          body.locations = page.map((location) => applyReadMask(locationResource(location), readMask));
        if (nextPageToken) body.nextPageToken = nextPageToken;
        sendJson(exchange.response, 200, body);
      },
    },
    {
      name: 'listReviews',
      method: 'GET',
      path: new RegExp(`^/v4/${LOCATION}/reviews$`),
      kind: 'api',
      handle: (exchange) => {
        const user = authenticate(exchange);
        if (!user) return;
        const { searchParams } = exchange.url;
        const size = parsePageSize(searchParams.get('pageSize'), REVIEWS_PAGE.default, REVIEWS_PAGE.max);
        if (!size.ok) return sendInvalidArgument(exchange.response, 'page_size', size.description);
        const order = parseReviewOrder(searchParams.get('orderBy'));
        if (!order)
          return sendInvalidArgument(
            exchange.response,
            'order_by',
            `Invalid order_by: ${searchParams.get('orderBy')}`,
          );
        const found = accessibleLocation(exchange, user);
        if (!found) return;

        const { account, location } = found;
        const query = `reviews|${location.id}|${order}`;
        const offset = decodePageToken(searchParams.get('pageToken'), query);
        if (offset === 'invalid')
          return sendInvalidArgument(exchange.response, 'page_token', 'Invalid page token.');
        const { page, nextPageToken } = pageOf(
          context.store.reviewsInOrder(location, order),
          offset,
          size.pageSize,
          query,
        );
        const body: Record<string, unknown> = {};
        if (page.length) body.reviews = page.map((review) => renderReview(account, location, review));
        const averageRating = context.store.averageRating(location);
        if (averageRating !== undefined) body.averageRating = averageRating;
        if (location.reviews.length) body.totalReviewCount = location.reviews.length;
        if (nextPageToken) body.nextPageToken = nextPageToken;
        sendJson(exchange.response, 200, body);
      },
    },
    {
      name: 'getReview',
      method: 'GET',
      path: new RegExp(`^/v4/${REVIEW}$`),
      kind: 'api',
      handle: (exchange) => {
        const user = authenticate(exchange);
        const found = user && accessibleReview(exchange, user);
        if (!found) return;
        sendJson(exchange.response, 200, renderReview(found.account, found.location, found.review));
      },
    },
    {
      name: 'updateReply',
      method: 'PUT',
      path: new RegExp(`^/v4/${REVIEW}/reply$`),
      kind: 'api',
      handle: async (exchange) => {
        const user = authenticate(exchange);
        if (!user) return;
        let body: Record<string, unknown>;
        try {
          body = await readJsonObject(exchange.request);
        } catch (error) {
          return sendInvalidArgument(exchange.response, 'review_reply', (error as BodyError).message);
        }
        const comment = body.comment;
        if (typeof comment !== 'string' || comment.trim() === '') {
          return sendInvalidArgument(exchange.response, 'review_reply.comment', 'Reply comment is required.');
        }
        if (Buffer.byteLength(comment) > REPLY_MAX_BYTES) {
          return sendInvalidArgument(
            exchange.response,
            'review_reply.comment',
            `Reply comment must be at most ${REPLY_MAX_BYTES} bytes.`,
          );
        }
        const found = accessibleReview(exchange, user);
        if (!found) return;
        found.review.reviewReply = { comment, updateTime: context.now().toISOString() };
        context.counters.repliesUpdated += 1;
        sendJson(exchange.response, 200, { ...found.review.reviewReply });
      },
    },
    {
      name: 'deleteReply',
      method: 'DELETE',
      path: new RegExp(`^/v4/${REVIEW}/reply$`),
      kind: 'api',
      handle: (exchange) => {
        const user = authenticate(exchange);
        const found = user && accessibleReview(exchange, user);
        if (!found) return;
        // Deleting a reply that is already gone succeeds too, so a retried DELETE is harmless.
        if (found.review.reviewReply) {
          delete found.review.reviewReply;
          context.counters.repliesDeleted += 1;
        }
        sendJson(exchange.response, 200, {});
      },
    },
  ];
}

/** The masked paths, or undefined when the mask is missing or names a field Location does not have. */
function parseReadMask(raw: string | null): string[] | undefined {
  if (!raw) return undefined;
  const paths = raw.split(',').map((path) => path.trim());
  const valid = paths.every(
    (path) =>
      /^[a-zA-Z]+(\.[a-zA-Z]+)*$/.test(path) &&
      (LOCATION_FIELDS as readonly string[]).includes(path.split('.')[0]),
  );
  return valid ? paths : undefined;
}

function parseLocationOrder(
  raw: string | null,
): { field?: 'title' | 'storeCode'; descending: boolean } | undefined {
  if (!raw || raw.trim() === '') return { descending: false };
  const match = /^\s*(title|storeCode)(\s+(asc|desc))?\s*$/.exec(raw);
  if (!match) return undefined;
  return { field: match[1] as 'title' | 'storeCode', descending: match[3] === 'desc' };
}

function parseReviewOrder(raw: string | null): ReviewOrder | undefined {
  if (!raw || raw.trim() === '') return 'updateTime desc';
  const normalized = raw.trim().replace(/\s+/g, ' ');
  return REVIEW_ORDERS.find((order) => order === normalized);
}
