// The inbox as its tests drive it: review factories, a fake API answering its calls, and opening the page.
import type { SessionUser } from '@sumaa/api-client';
import { createSessionUser } from '@sumaa/api-client/testing';
import { type ApiHandler, fakeApi, type FakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import {
  DEFAULT_BUSINESS_SETTINGS,
  type InboxReview,
  type LinkedLocation,
  type PerformanceSummary,
  type ReplyState,
  type ReviewPage,
  type SmartReplies,
  type TeamMember,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { businessArea } from '../../../../testing/businessArea';
import { reviewsTexts } from '../../i18n';

// The page's texts are in before it renders, as they are once its code has loaded.
export const reviewsArea = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.reviews': reviewsTexts },
};

export const REVIEWS_PATH = '/customer/reviews';
const MINUTE = 60_000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
export const minutesAgo = (minutes: number) => ago(minutes * MINUTE);

export function createReview(overrides: Partial<InboxReview> = {}): InboxReview {
  return {
    id: 'review-1',
    authorName: 'Sara Alotaibi',
    authorUrl: null,
    stars: 5,
    content: 'Lovely coffee and quick service.',
    reviewDate: minutesAgo(5),
    sentiment: 'Positive',
    platform: 'Google',
    branch: 'Olaya Branch',
    replied: false,
    reply: null,
    replyDate: null,
    replyUser: null,
    replyUserId: null,
    assignment: null,
    originalText: 'Lovely coffee and quick service.',
    translatedText: null,
    language: 'en',
    locationId: 'location-1',
    locationName: 'Olaya Branch',
    isAnonymous: false,
    replySource: null,
    replyState: null,
    removedAtGoogle: null,
    ...overrides,
  };
}

export function createReplyState(overrides: Partial<ReplyState> = {}): ReplyState {
  return {
    status: 'sending',
    content: 'Thank you for your visit!',
    authorId: 'user-1',
    authorName: 'سارة العتيبي',
    failureCode: null,
    returnNote: null,
    reviewedByName: null,
    attempts: 0,
    updatedAt: minutesAgo(1),
    ...overrides,
  };
}

export const SUMMARY: PerformanceSummary = {
  totalReviews: 120,
  averageRating: 4.25,
  positiveReviews: 90,
  negativeReviews: 18,
  neutralReviews: 12,
  starDistribution: { '1': 10, '2': 8, '3': 12, '4': 30, '5': 60 },
  repliedReviews: 96,
  responseRate: 80,
};

export const LOCATIONS: LinkedLocation[] = [
  {
    id: 'location-1',
    placeId: 'place-1',
    name: 'Olaya Branch',
    rating: 4.5,
    reviewCount: 80,
    address: 'Olaya St, Riyadh',
    phone: null,
    website: null,
    linkedAt: '2025-01-10T09:00:00.000Z',
    lastSyncedAt: null,
  },
  {
    id: 'location-2',
    placeId: 'place-2',
    name: 'Malqa Branch',
    rating: 4.1,
    reviewCount: 40,
    address: 'Malqa, Riyadh',
    phone: null,
    website: null,
    linkedAt: '2025-01-10T09:00:00.000Z',
    lastSyncedAt: null,
  },
];

export function createMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'member-x',
    userId: 'user-x',
    name: 'Someone',
    avatarUrl: null,
    role: 'Agent',
    status: 'Active',
    isOwner: false,
    ...overrides,
  };
}

export const MEMBERS: TeamMember[] = [
  createMember({ id: 'member-owner', userId: 'user-1', name: 'Sara Alotaibi', role: 'Admin', isOwner: true }),
  createMember({ id: 'member-noura', userId: 'user-noura', name: 'Noura Agent' }),
  createMember({ id: 'member-fahad', userId: 'user-fahad', name: 'Fahad Agent', status: 'Inactive' }),
];

export const SMART_REPLIES: SmartReplies = {
  language: 'en',
  suggestions: [
    { templateId: 'template-1', content: 'Thank you, Sara! We are glad you enjoyed Riyadh Cafe.' },
    { templateId: 'template-2', content: 'Sara, thanks for the kind words. See you soon at Riyadh Cafe!' },
  ],
  aiDraftAvailable: false,
  aiDraftUnavailableReason: 'aiDraftsUnavailable',
  aiDraftsLeft: null,
};

export const OWNER = createSessionUser({ id: 'user-1', role: 'admin', business_id: 'business-1' });
export const MANAGER = createSessionUser({
  id: 'user-manager',
  role: 'manager',
  business_id: 'business-1',
  permissions: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam'],
});
export const AGENT = createSessionUser({
  id: 'user-noura',
  role: 'agent',
  business_id: 'business-1',
  permissions: ['ViewReviews', 'ReplyReviews'],
});
export const AGENT_WITHOUT_REPLY = createSessionUser({
  id: 'user-fahad',
  role: 'agent',
  business_id: 'business-1',
  permissions: ['ViewReviews'],
});
export const VIEWER = createSessionUser({
  id: 'user-viewer',
  role: 'viewer',
  business_id: 'business-1',
  permissions: ['ViewReviews'],
});

export function pageOf(items: InboxReview[], overrides: Partial<ReviewPage> = {}): ReviewPage {
  return { items, total: items.length, page: 1, pageSize: 10, ...overrides };
}

/** Answers every call the inbox makes on opening; `more` adds or replaces answers. */
export function playInbox(
  reviews: InboxReview[] | ((request: Request) => Response),
  more: Record<string, ApiHandler> = {},
): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/Reviews': typeof reviews === 'function' ? reviews : () => ok(pageOf(reviews)),
    'GET /api/reports/performance/summary': () => ok(SUMMARY),
    'GET /api/locations': () => ok({ items: LOCATIONS }),
    'GET /api/team-members': () => ok(MEMBERS),
    'GET /api/reviews/sync/latest': () => refused(404, 'No sync yet'),
    ...more,
  });
}

export async function openInbox({
  user = OWNER,
  language = 'en',
  entry = REVIEWS_PATH,
}: { user?: SessionUser; language?: Language; entry?: string } = {}) {
  return renderArea(reviewsArea, entry, { user, language, strict: false });
}

/** The query of a request, as the server reads it. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const jsonOf = async (request: Request) => (await request.clone().json()) as unknown;
