import { resetAuthStore } from '@sumaa/api-client/testing';
import { renderArea } from '@sumaa/app-kit/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { overviewTexts } from '../../features/overview/i18n';
import {
  createSubscription,
  OWNER,
  playSubscription,
  subscriptionArea,
  TRIAL,
  VIEWER,
} from '../../features/subscription/__tests__/support/subscriptionArea';

// The banner is seen on the overview, every member's first page; its texts are in, as once its code loaded.
const area = {
  ...subscriptionArea,
  texts: { ...subscriptionArea.texts, 'business.overview': overviewTexts },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const OVERVIEW = '/customer/overview';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
});

describe('trial banner', () => {
  it('counts the trial’s days left in English and links admins to the subscription page', async () => {
    playSubscription(TRIAL);
    const { user } = await renderArea(area, OVERVIEW, { user: OWNER, strict: false });

    const banner = (await screen.findByText('12 days left in your free trial')).closest('[role="status"]');
    expect(banner).not.toBeNull();
    const link = within(banner as HTMLElement).getByRole('link', { name: 'Choose a plan' });
    expect(link).toHaveAttribute('href', '/customer/subscription');

    // Hidden for the rest of the session.
    await user.click(within(banner as HTMLElement).getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByText('12 days left in your free trial')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('sumaa.trialBanner.dismissed')).toBe('subscription-1');
  });

  it('counts in Arabic digits with the number’s own form', async () => {
    playSubscription(createSubscription({ ...TRIAL, trialDaysLeft: 5 }));
    await renderArea(area, OVERVIEW, { user: OWNER, language: 'ar', strict: false });
    expect(await screen.findByText('بقيت ٥ أيام على انتهاء تجربتك المجانية')).toBeInTheDocument();
  });

  it('says one day and the last day in both languages', async () => {
    playSubscription(createSubscription({ ...TRIAL, trialDaysLeft: 1 }));
    const { unmount } = await renderArea(area, OVERVIEW, { user: OWNER, strict: false });
    expect(await screen.findByText('1 day left in your free trial')).toBeInTheDocument();
    unmount();

    playSubscription(createSubscription({ ...TRIAL, trialDaysLeft: 0 }));
    await renderArea(area, OVERVIEW, { user: OWNER, language: 'ar', strict: false });
    expect(await screen.findByText('اليوم هو آخر أيام تجربتك المجانية')).toBeInTheDocument();
  });

  it('shows a viewer the trial without the link, and an ended subscription as read-only', async () => {
    playSubscription(TRIAL);
    const { unmount } = await renderArea(area, OVERVIEW, { user: VIEWER, strict: false });
    const banner = (await screen.findByText('12 days left in your free trial')).closest('[role="status"]');
    expect(within(banner as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    unmount();

    playSubscription(
      createSubscription({ status: 'expired', canReply: false, canSync: false, nextBilling: null }),
    );
    await renderArea(area, OVERVIEW, { user: VIEWER, strict: false });
    expect(
      await screen.findByText(/Your subscription has ended, so syncing and replying are paused/),
    ).toHaveTextContent('Ask your business’s admin to renew the subscription.');
  });

  it('shows nothing for an active subscription', async () => {
    const api = playSubscription(createSubscription());
    await renderArea(area, OVERVIEW, { user: OWNER, strict: false });
    await waitFor(() => expect(api.requestsTo('/api/subscriptions/Single')).toHaveLength(1));
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    expect(screen.queryByText(/paused/)).not.toBeInTheDocument();
  });
});
