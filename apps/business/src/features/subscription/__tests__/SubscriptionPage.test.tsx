import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, deferred, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import type { Language } from '@sumaa/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { goToPaymentPage } from '../lib/paymentPage';
import {
  createInvoice,
  createSubscription,
  jsonOf,
  OWNER,
  playSubscription,
  SUBSCRIPTION_PATH,
  subscriptionArea,
  TRIAL,
} from './support/subscriptionArea';

jest.mock('../lib/paymentPage', () => ({ goToPaymentPage: jest.fn() }));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

async function openSubscription({
  language = 'en',
  entry = SUBSCRIPTION_PATH,
}: { language?: Language; entry?: string } = {}) {
  return renderArea(subscriptionArea, entry, { user: OWNER, language, strict: false });
}

const planCard = (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
  jest.mocked(goToPaymentPage).mockReset();
});

describe('subscription page', () => {
  it('shows the current plan, the usage bars, the plans and the billing history from the API', async () => {
    playSubscription();
    await openSubscription();

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Your current plan' });
    expect(within(current).getByRole('heading', { name: 'Professional' })).toBeInTheDocument();
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).getByText('SAR 200 / month')).toBeInTheDocument();
    expect(within(current).getByText('Next payment').nextSibling).toHaveTextContent('April 1, 2026');
    expect(within(current).getByText('Current period').nextSibling).toHaveTextContent(
      'March 1, 2026 – April 1, 2026',
    );
    expect(within(current).getByText('Prices exclude VAT (15%).')).toBeInTheDocument();

    const reviews = screen.getByRole('progressbar', { name: 'Reviews synced this month' });
    expect(reviews).toHaveAttribute('aria-valuenow', '120');
    expect(reviews).toHaveAttribute('aria-valuemax', '1000');
    expect(reviews).toHaveAttribute('aria-valuetext', '120 of 1,000');
    expect(screen.getByRole('progressbar', { name: 'AI replies this month' })).toHaveAttribute(
      'aria-valuetext',
      '100 of 100',
    );
    // Unlimited is said, not drawn as a bar.
    expect(screen.queryByRole('progressbar', { name: 'Competitors' })).not.toBeInTheDocument();
    expect(screen.getByText('Unlimited · 2 used')).toBeInTheDocument();

    expect(within(await planCard('Professional')).getByText('Your current plan')).toBeInTheDocument();
    expect(
      within(await planCard('Enterprise')).getByRole('button', { name: 'Upgrade: Enterprise (Monthly)' }),
    ).toBeInTheDocument();
    expect(
      within(await planCard('Basic')).getByRole('button', { name: 'Downgrade: Basic (Monthly)' }),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByText('INV-000001').closest('tr') as HTMLElement;
    expect(within(row).getByText('SAR 230')).toBeInTheDocument();
    expect(within(row).getByText('SAR 30 (15%)')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Download PDF of invoice INV-000001' }),
    ).toBeInTheDocument();
  });

  it('speaks Arabic with Arabic-Indic digits and Gregorian dates', async () => {
    playSubscription(TRIAL);
    await openSubscription({ language: 'ar' });

    const current = await screen.findByRole('region', { name: 'باقتك الحالية' });
    expect(within(current).getByText('تجربة مجانية')).toBeInTheDocument();
    expect(within(current).getByText('بقي ١٢ يومًا على انتهاء تجربتك المجانية')).toBeInTheDocument();
    expect(within(current).getByText('تنتهي التجربة في').nextSibling).toHaveTextContent('١٥ مارس ٢٠٢٦');
    expect(screen.getByRole('progressbar', { name: 'المراجعات المزامنة هذا الشهر' })).toHaveAttribute(
      'aria-valuetext',
      '١٢٠ من ١٬٠٠٠',
    );
    // From a trial every plan is paid for, the current one included.
    expect(
      within(await planCard('Professional')).getByRole('button', {
        name: 'اختر هذه الباقة: Professional (شهري)',
      }),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with a retry that loads the page', async () => {
    const first = deferred();
    let calls = 0;
    playSubscription(createSubscription(), {
      more: {
        'GET /api/subscriptions/Single': () => {
          calls += 1;
          return calls === 1 ? first.promise : ok(createSubscription());
        },
      },
    });
    const { user } = await openSubscription();

    expect(await screen.findByText('Loading your subscription')).toBeInTheDocument();
    first.resolve(refused(403, 'You may not see this subscription'));
    expect(await screen.findByText('Could not load your subscription')).toBeInTheDocument();
    expect(screen.getByText('You may not see this subscription')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your current plan' })).toBeInTheDocument();
  });

  it('says there are no invoices yet instead of an empty table', async () => {
    playSubscription(TRIAL, { invoices: [] });
    await openSubscription();

    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('sends the browser to the payment page when a plan needs paying, monthly or yearly', async () => {
    const api = playSubscription(createSubscription(), {
      more: {
        'POST /api/subscriptions/change-plan': () =>
          ok({
            subscription: createSubscription(),
            checkout: {
              invoiceId: 'invoice-2',
              paymentUrl: 'http://pay.test/invoices/invoice-2',
              total: 6900,
              currency: 'SAR',
            },
          }),
      },
    });
    const { user } = await openSubscription();

    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    const enterprise = await planCard('Enterprise');
    expect(within(enterprise).getByText('SAR 6,000 / year')).toBeInTheDocument();
    await user.click(within(enterprise).getByRole('button', { name: 'Upgrade: Enterprise (Yearly)' }));

    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://pay.test/invoices/invoice-2'));
    expect(await jsonOf(api.requestsTo('/api/subscriptions/change-plan')[0])).toEqual({
      planId: 'plan-enterprise',
      interval: 'yearly',
    });
  });

  it('schedules a downgrade with a toast, and shows why the server refuses one', async () => {
    let refuse = true;
    playSubscription(createSubscription(), {
      more: {
        'POST /api/subscriptions/change-plan': () =>
          refuse
            ? refused(409, 'You can move to Basic once your usage fits it: team members 4 of 2')
            : ok({
                subscription: createSubscription({
                  pendingChange: {
                    planId: 'plan-basic',
                    planName: 'Basic',
                    interval: 'monthly',
                    effectiveAt: '2026-04-01T00:00:00.000Z',
                  },
                }),
                checkout: null,
              }),
      },
    });
    const { user } = await openSubscription();
    const basic = await planCard('Basic');

    await user.click(within(basic).getByRole('button', { name: 'Downgrade: Basic (Monthly)' }));
    expect(
      await screen.findByText('You can move to Basic once your usage fits it: team members 4 of 2'),
    ).toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();

    refuse = false;
    await user.click(within(basic).getByRole('button', { name: 'Downgrade: Basic (Monthly)' }));
    expect(
      await screen.findByText('Your plan will change to Basic at the start of the next period'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your plan changes to Basic (Monthly) on April 1, 2026.')).toBeInTheDocument();
    expect(within(basic).getByText('Scheduled for the next period')).toBeInTheDocument();
  });

  it('asks before cancelling, says what happens, and offers to undo it', async () => {
    const api = playSubscription(createSubscription(), {
      more: {
        'POST /api/subscriptions/cancel': () =>
          ok(createSubscription({ cancelAtPeriodEnd: true, nextBilling: null })),
        'POST /api/subscriptions/resume': () => ok(createSubscription()),
      },
    });
    const { user } = await openSubscription();

    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('Your subscription stays active until April 1, 2026.');
    expect(dialog).toHaveTextContent('read-only');
    expect(dialog).toHaveTextContent('Nothing is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('/api/subscriptions/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(api.requestsTo('/api/subscriptions/cancel')).toHaveLength(1));
    const current = screen.getByRole('region', { name: 'Your current plan' });
    expect(await within(current).findByText('Ends on')).toBeInTheDocument();

    await user.click(within(current).getByRole('button', { name: 'Undo cancellation' }));
    expect(await screen.findByText('Your subscription will continue')).toBeInTheDocument();
    expect(api.requestsTo('/api/subscriptions/resume')).toHaveLength(1);
    expect(within(current).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('offers to pay a past-due invoice on the payment page', async () => {
    playSubscription(
      createSubscription({
        status: 'past_due',
        openInvoice: {
          id: 'invoice-2',
          total: 230,
          currency: 'SAR',
          dueAt: '2026-04-01T00:00:00.000Z',
          paymentUrl: null,
        },
      }),
      {
        invoices: [createInvoice({ id: 'invoice-2', number: null, status: 'open', paidAt: null })],
        more: {
          'POST /api/subscriptions/pay': () =>
            ok({
              invoiceId: 'invoice-2',
              paymentUrl: 'http://pay.test/invoice-2',
              total: 230,
              currency: 'SAR',
            }),
        },
      },
    );
    const { user } = await openSubscription();

    expect(await screen.findByText('Your last payment did not go through')).toBeInTheDocument();
    const row = (await screen.findByRole('table', { name: 'Invoices' })).querySelector(
      'tbody tr',
    ) as HTMLElement;
    expect(within(row).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://pay.test/invoice-2'));
  });

  it('says how the payment went, once, and takes it out of the address', async () => {
    const api = playSubscription();
    await openSubscription({ entry: `${SUBSCRIPTION_PATH}?payment=paid` });

    expect(
      await screen.findByText('Your payment was received, thank you. Your subscription is updated.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(SUBSCRIPTION_PATH));
    expect(api.requestsTo('/api/subscriptions/Single').length).toBeGreaterThanOrEqual(1);
  });

  it('downloads a paid invoice as PDF in the reader’s language', async () => {
    const api = playSubscription(createSubscription(), {
      more: {
        'GET /api/subscriptions/invoices/invoice-1/pdf': () =>
          new Response(new Blob(['%PDF-1.7']), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="INV-000001.pdf"',
            },
          }),
      },
    });
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openSubscription({ language: 'ar' });

    await user.click(await screen.findByRole('button', { name: 'تنزيل PDF للفاتورة INV-000001' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [request] = api.requestsTo('/api/subscriptions/invoices/invoice-1/pdf');
    expect(new URL(request.url).searchParams.get('lang')).toBe('ar');
    click.mockRestore();
  });
});
