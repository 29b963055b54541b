// The Business Profile calls over GoogleHttp, with the access token from a source that refreshes it:
// a 401 from Google gets one fresh token and one more try. Paging is followed here for the lists the
// API always needs whole (accounts, locations); reviews are paged by the caller (the sync job).
import { z } from 'zod';
import type { GoogleConfig } from './google-config';
import type {
  GoogleAccount,
  GoogleBusinessProfileClient,
  GoogleLocation,
  GoogleReview,
  GoogleReviewsPage,
} from './business-profile-types';
import { GoogleApiError } from './errors';
import type { GoogleHttp, GoogleRequest } from './google-http';

export interface AccessTokenSource {
  /** A token valid for at least a minute more. */
  current(): Promise<string>;
  /** Google refused `rejected` with 401: a new one (shared with any refresh already under way). */
  renewAfterRejection(rejected: string): Promise<string>;
}

export const LOCATION_READ_MASK = 'name,title,storefrontAddress,phoneNumbers,websiteUri,metadata';
const ACCOUNTS_PAGE_SIZE = 20;
const LOCATIONS_PAGE_SIZE = 100;
export const REVIEWS_PAGE_SIZE_MAX = 50;
/** A guard against a server that keeps sending a next page: 1,000 pages of 100 locations is far past any account. */
const MAX_PAGES = 1000;

const ACCOUNT_NAME = /^accounts\/[^/]+$/;
const LOCATION_NAME = /^accounts\/[^/]+\/locations\/[^/]+$/;
const REVIEW_NAME = /^accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+$/;

/** A resource name as a URL path: each segment encoded, and no `.`/`..` segment that could climb the path. */
function resourcePath(name: string, pattern: RegExp, what: string): string {
  const segments = name.split('/');
  if (!pattern.test(name) || segments.some((segment) => segment === '.' || segment === '..')) {
    throw new TypeError(`Not a Google ${what} name: ${JSON.stringify(name)}`);
  }
  return segments.map(encodeURIComponent).join('/');
}

const accountSchema = z.looseObject({
  name: z.string(),
  accountName: z.string().default(''),
  type: z.string().default('ACCOUNT_TYPE_UNSPECIFIED'),
});
const accountsPageSchema = z.looseObject({
  accounts: z.array(accountSchema).default([]),
  nextPageToken: z.string().optional(),
});
const locationSchema = z.looseObject({ name: z.string(), title: z.string().default('') });
const locationsPageSchema = z.looseObject({
  locations: z.array(locationSchema).default([]),
  nextPageToken: z.string().optional(),
});
const reviewSchema = z.looseObject({
  name: z.string(),
  reviewId: z.string(),
  reviewer: z.looseObject({}).default({}),
  starRating: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
const reviewsPageSchema = z.looseObject({
  reviews: z.array(reviewSchema).default([]),
  averageRating: z.number().optional(),
  totalReviewCount: z.number().optional(),
  nextPageToken: z.string().optional(),
});
const replySchema = z.looseObject({ comment: z.string(), updateTime: z.string() });

function parseAnswer<S extends z.ZodTypeAny>(schema: S, body: unknown, operation: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new GoogleApiError(
      `${operation}: Google's answer does not have the documented shape`,
      200,
      null,
      false,
    );
  }
  return parsed.data;
}

export function createBusinessProfileClient(options: {
  config: Pick<GoogleConfig, 'accountManagementUrl' | 'businessInformationUrl' | 'myBusinessUrl'>;
  http: GoogleHttp;
  tokens: AccessTokenSource;
}): GoogleBusinessProfileClient {
  const { config, http, tokens } = options;

  /** One call with the current token; after a 401, once more with a renewed one. */
  async function call<T>(request: Omit<GoogleRequest, 'accessToken'>): Promise<T> {
    const token = await tokens.current();
    try {
      return await http.send<T>({ ...request, accessToken: token });
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.status !== 401) throw error;
      const renewed = await tokens.renewAfterRejection(token);
      return http.send<T>({ ...request, accessToken: renewed });
    }
  }

  async function everyPage<Item>(
    fetchPage: (pageToken: string | undefined) => Promise<{ items: Item[]; nextPageToken?: string }>,
  ): Promise<Item[]> {
    const items: Item[] = [];
    const seenTokens = new Set<string>();
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await fetchPage(pageToken);
      items.push(...result.items);
      pageToken = result.nextPageToken || undefined;
      // A token seen before would loop forever; Google never does that, a broken proxy might.
      if (!pageToken || seenTokens.has(pageToken)) return items;
      seenTokens.add(pageToken);
    }
    return items;
  }

  return {
    async listAccounts() {
      return everyPage(async (pageToken) => {
        const url = new URL(`${config.accountManagementUrl}/v1/accounts`);
        url.searchParams.set('pageSize', String(ACCOUNTS_PAGE_SIZE));
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const operation = 'list Google accounts';
        const page = parseAnswer(
          accountsPageSchema,
          await call({ method: 'GET', url: url.toString(), operation }),
          operation,
        );
        return { items: page.accounts as GoogleAccount[], nextPageToken: page.nextPageToken };
      });
    },

    async listLocations(accountName) {
      const path = resourcePath(accountName, ACCOUNT_NAME, 'account');
      return everyPage(async (pageToken) => {
        const url = new URL(`${config.businessInformationUrl}/v1/${path}/locations`);
        url.searchParams.set('readMask', LOCATION_READ_MASK);
        url.searchParams.set('pageSize', String(LOCATIONS_PAGE_SIZE));
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const operation = 'list Google locations';
        const page = parseAnswer(
          locationsPageSchema,
          await call({ method: 'GET', url: url.toString(), operation }),
          operation,
        );
        return { items: page.locations as GoogleLocation[], nextPageToken: page.nextPageToken };
      });
    },

    async listReviewsPage(locationName, pageOptions) {
      const path = resourcePath(locationName, LOCATION_NAME, 'location');
      const url = new URL(`${config.myBusinessUrl}/v4/${path}/reviews`);
      const pageSize = Math.min(REVIEWS_PAGE_SIZE_MAX, Math.max(1, Math.floor(pageOptions.pageSize)));
      url.searchParams.set('pageSize', String(pageSize));
      if (pageOptions.pageToken) url.searchParams.set('pageToken', pageOptions.pageToken);
      if (pageOptions.orderBy) url.searchParams.set('orderBy', pageOptions.orderBy);
      const operation = 'list Google reviews';
      const page = parseAnswer(
        reviewsPageSchema,
        await call({ method: 'GET', url: url.toString(), operation }),
        operation,
      );
      return {
        reviews: page.reviews as GoogleReview[],
        averageRating: page.averageRating,
        totalReviewCount: page.totalReviewCount,
        nextPageToken: page.nextPageToken || undefined,
      } satisfies GoogleReviewsPage;
    },

    async updateReply(reviewName, comment) {
      const path = resourcePath(reviewName, REVIEW_NAME, 'review');
      const operation = 'reply to a Google review';
      const reply = parseAnswer(
        replySchema,
        await call({
          method: 'PUT',
          url: `${config.myBusinessUrl}/v4/${path}/reply`,
          operation,
          json: { comment },
        }),
        operation,
      );
      return { comment: reply.comment, updateTime: reply.updateTime };
    },

    async deleteReply(reviewName) {
      const path = resourcePath(reviewName, REVIEW_NAME, 'review');
      await call({
        method: 'DELETE',
        url: `${config.myBusinessUrl}/v4/${path}/reply`,
        operation: 'delete a Google review reply',
      });
    },
  };
}
