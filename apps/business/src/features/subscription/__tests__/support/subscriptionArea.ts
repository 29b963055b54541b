// The subscription page and banner as their tests drive them: factories of the subscription, plans and invoices
// (contract-shaped, made up for tests only) and a fake API answering the page's calls.
import { createSessionUser } from '@sumaa/api-client/testing';
import { type ApiHandler, fakeApi, type FakeApi, ok } from '@sumaa/app-kit/testing';
import {
  type BusinessSubscription,
  DEFAULT_BUSINESS_SETTINGS,
  type Invoice,
  type Plan,
} from '@sumaa/contracts';
import { businessArea } from '../../../../testing/businessArea';
import { subscriptionTexts } from '../../i18n';

export const subscriptionArea = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.subscription': subscriptionTexts },
};

export const SUBSCRIPTION_PATH = '/customer/subscription';

export function createSubscription(overrides: Partial<BusinessSubscription> = {}): BusinessSubscription {
  return {
    id: 'subscription-1',
    planId: 'plan-pro',
    planName: 'Professional',
    status: 'active',
    amount: 200,
    currency: 'SAR',
    interval: 'monthly',
    currentPeriodStart: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    nextBilling: '2026-04-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
    trialDaysLeft: null,
    canSync: true,
    canReply: true,
    pendingChange: null,
    openInvoice: null,
    usage: {
      reviewsThisMonth: { used: 120, limit: 1000 },
      teamMembers: { used: 4, limit: 5 },
      aiRepliesThisMonth: { used: 100, limit: 100 },
      competitors: { used: 2, limit: null },
    },
    vatRate: 15,
    ...overrides,
  };
}

export const TRIAL = createSubscription({
  status: 'trial',
  nextBilling: null,
  trialEndsAt: '2026-03-15T00:00:00.000Z',
  currentPeriodEnd: '2026-03-15T00:00:00.000Z',
  trialDaysLeft: 12,
});

function createPlan(overrides: Partial<Plan> & Pick<Plan, 'id' | 'name' | 'price'>): Plan {
  return {
    yearlyPrice: overrides.price * 12,
    currency: 'SAR',
    period: 'month',
    description: '',
    popular: false,
    features: [],
    maxUsers: 5,
    maxReviews: 1000,
    aiResponses: 100,
    ...overrides,
  };
}

export const PLANS: Plan[] = [
  createPlan({ id: 'plan-basic', name: 'Basic', price: 50, maxUsers: 2, maxReviews: 200, aiResponses: 20 }),
  createPlan({ id: 'plan-pro', name: 'Professional', price: 200, popular: true }),
  createPlan({
    id: 'plan-enterprise',
    name: 'Enterprise',
    price: 500,
    maxUsers: null,
    maxReviews: null,
    aiResponses: null,
  }),
];

export function createInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'invoice-1',
    number: 'INV-000001',
    kind: 'subscription',
    status: 'paid',
    planName: 'Professional',
    interval: 'monthly',
    periodStart: '2026-03-01T00:00:00.000Z',
    periodEnd: '2026-04-01T00:00:00.000Z',
    amountExclVat: 200,
    vatRate: 15,
    vatAmount: 30,
    total: 230,
    currency: 'SAR',
    createdAt: '2026-03-01T09:00:00.000Z',
    dueAt: '2026-03-01T09:00:00.000Z',
    paidAt: '2026-03-01T09:05:00.000Z',
    paymentUrl: null,
    ...overrides,
  };
}

export const OWNER = createSessionUser({ id: 'user-1', role: 'admin', business_id: 'business-1' });
export const VIEWER = createSessionUser({
  id: 'user-viewer',
  role: 'viewer',
  business_id: 'business-1',
  permissions: ['ViewReviews'],
});

/** Answers what the page and the banner ask on opening; `more` adds or replaces answers. */
export function playSubscription(
  subscription: BusinessSubscription = createSubscription(),
  {
    invoices = [createInvoice()],
    plans = PLANS,
    more = {},
  }: { invoices?: Invoice[]; plans?: Plan[]; more?: Record<string, ApiHandler> } = {},
): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/subscriptions/Single': () => ok(subscription),
    'GET /api/subscriptions/invoices': () => ok({ items: invoices }),
    'GET /api/Plans': () => ok(plans),
    ...more,
  });
}

export const jsonOf = async (request: Request) => (await request.clone().json()) as unknown;
