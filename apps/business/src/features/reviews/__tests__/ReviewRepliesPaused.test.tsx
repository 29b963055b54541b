import { resetAuthStore } from '@sumaa/api-client/testing';
import { ok } from '@sumaa/app-kit/testing';
import type { BusinessSubscription } from '@sumaa/contracts';
import { configure, screen, within } from '@testing-library/react';
import { createReview, openInbox, playInbox } from './support/reviewsInbox';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const meter = { used: 0, limit: 10 };
const ENDED: BusinessSubscription = {
  id: 'subscription-1',
  planId: 'plan-pro',
  planName: 'Professional',
  status: 'expired',
  amount: 200,
  currency: 'SAR',
  interval: 'monthly',
  currentPeriodStart: '2026-03-01T00:00:00.000Z',
  currentPeriodEnd: '2026-03-15T00:00:00.000Z',
  nextBilling: null,
  cancelAtPeriodEnd: false,
  trialEndsAt: '2026-03-15T00:00:00.000Z',
  trialDaysLeft: null,
  canSync: false,
  canReply: false,
  pendingChange: null,
  openInvoice: null,
  usage: { reviewsThisMonth: meter, teamMembers: meter, aiRepliesThisMonth: meter, competitors: meter },
  vatRate: 15,
};

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('replying while the subscription has ended', () => {
  it('keeps the reply button, disabled, and says why', async () => {
    playInbox([createReview()], { 'GET /api/subscriptions/Single': () => ok(ENDED) });
    await openInbox();

    const card = await screen.findByRole('article', { name: 'Sara Alotaibi' });
    const reply = await within(card).findByRole('button', { name: 'Reply' });
    await within(card).findByText(/syncing and replying are paused/);
    expect(reply).toBeDisabled();
    expect(reply).toHaveAccessibleDescription(
      'Your subscription has ended, so syncing and replying are paused. Your reviews are kept; choose a plan to continue.',
    );
  });

  it('says it in Arabic too', async () => {
    playInbox([createReview()], { 'GET /api/subscriptions/Single': () => ok(ENDED) });
    await openInbox({ language: 'ar' });

    const card = await screen.findByRole('article', { name: 'Sara Alotaibi' });
    const reply = await within(card).findByRole('button', { name: 'رد' });
    await within(card).findByText(/فتوقفت المزامنة والردود/);
    expect(reply).toBeDisabled();
    expect(reply).toHaveAccessibleDescription(/انتهى اشتراكك/);
  });
});
