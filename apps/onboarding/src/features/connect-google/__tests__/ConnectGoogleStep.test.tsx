import { useAuthStore } from '@sumaa/api-client';
import { createApiUser, createAuthSession, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, refused, renderArea, setUpArea } from '@sumaa/app-kit/testing';
import { act, screen, within } from '@testing-library/react';
import { createFakePopup, postSignal, stubWindowOpen } from '../../../testing/fakePopup';
import { newOwner } from '../../../testing/owners';
import { CLOSED_GRACE_MS, POPUP_NAME, POPUP_POLL_MS } from '../hooks/useGoogleConnectionPopup';
import { onboardingArea } from '../../../testing/onboardingArea';

const TICKET_URL = 'http://api.test/api/Auth/google-login/start?ticket=t-1';

/** The API of this step: the ticket, the session after connecting, the connection status, the next step's list. */
function connectApi({ connectedOnServer = false } = {}) {
  return fakeApi({
    'POST /api/Auth/google-login/ticket': () => ok({ url: TICKET_URL, expiresInSeconds: 120 }),
    'POST /api/UsernameAuth/user': () =>
      ok(createAuthSession({ user: createApiUser({ name: 'Sara Alotaibi', currentStep: 1 }) })),
    'GET /api/Platforms/google': () =>
      ok({ connected: connectedOnServer, googleEmail: null, connectedAt: null, needsReconnect: false }),
    'GET /api/integration/google/locations': () => ok({ items: [], linkedElsewhereCount: 0 }),
  });
}

const connectButton = () => screen.getByRole('button', { name: /^(Connect Google|Waiting for Google…)$/ });

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  await setUpArea(onboardingArea, 'en');
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('connecting Google in a popup', () => {
  it('says what Sumaa will access before anything is opened', async () => {
    connectApi();
    await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });

    const access = screen.getByRole('region', { name: 'What Sumaa will be able to do' });
    expect(within(access).getByText(/Read your business’s locations and their reviews/)).toBeInTheDocument();
    expect(within(access).getByText(/Publish replies to reviews on your behalf/)).toBeInTheDocument();
  });

  it('opens the popup inside the click, sends it to the one-time URL, and moves on when the API signals success', async () => {
    const api = connectApi();
    const popup = createFakePopup();
    const open = stubWindowOpen(popup);
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });

    await user.click(connectButton());

    // A blank popup first, in the click itself; the ticket's URL afterwards.
    expect(open).toHaveBeenCalledWith('', POPUP_NAME, expect.stringContaining('popup=yes'));
    await screen.findByText('A Google window is open. Choose your account there and allow access.');
    expect(popup.location.replace).toHaveBeenCalledWith(TICKET_URL);
    expect(api.requestsTo('/api/Auth/google-login/ticket')).toHaveLength(1);
    expect(connectButton()).toHaveAttribute('aria-busy', 'true');

    act(() => postSignal({ type: 'sumaa:google-connection', status: 'connected' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose locations' })).toBeInTheDocument();
    expect(api.requestsTo('/api/UsernameAuth/user')).toHaveLength(1);
    expect(useAuthStore.getState().user?.currentStep).toBe(1);
  });

  it('ignores a message from another origin, even one shaped like the signal', async () => {
    const api = connectApi();
    stubWindowOpen(createFakePopup());
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });
    await user.click(connectButton());
    await screen.findByText(/A Google window is open/);

    act(() => postSignal({ type: 'sumaa:google-connection', status: 'connected' }, 'https://evil.example'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(screen.queryByText('Google is connected. Loading your locations…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Google' })).toBeInTheDocument();
    expect(connectButton()).toHaveAttribute('aria-busy', 'true');
    expect(api.requestsTo('/api/UsernameAuth/user')).toHaveLength(0);
  });

  it('shows Google’s refusal from the signal in the red banner, with a retry', async () => {
    connectApi();
    stubWindowOpen(createFakePopup());
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });
    await user.click(connectButton());
    await screen.findByText(/A Google window is open/);

    act(() =>
      postSignal({
        type: 'sumaa:google-connection',
        status: 'error',
        code: 'access_denied',
        message: 'Google access was not granted. Try again and allow access to continue.',
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Google was not connected');
    expect(alert).toHaveTextContent('Google access was not granted. Try again and allow access to continue.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(connectButton()).not.toHaveAttribute('aria-busy');
  });

  it('notices a popup closed before finishing, checks with the server, and offers to try again', async () => {
    jest.useFakeTimers();
    const api = connectApi({ connectedOnServer: false });
    const popup = createFakePopup();
    const open = stubWindowOpen(popup);
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0), fakeTimers: true });
    await user.click(connectButton());
    await screen.findByText(/A Google window is open/);

    popup.closed = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POPUP_POLL_MS + CLOSED_GRACE_MS + 50);
    });

    const notice = await screen.findByText('The window was closed before finishing. Nothing was changed.');
    expect(notice.closest('[role="status"]')).not.toBeNull(); // neutral, not an error
    expect(api.requestsTo('/api/Platforms/google')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Google' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('moves on when the popup closed without a signal but the server says Google is connected', async () => {
    jest.useFakeTimers();
    connectApi({ connectedOnServer: true });
    const popup = createFakePopup();
    stubWindowOpen(popup);
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0), fakeTimers: true });
    await user.click(connectButton());
    await screen.findByText(/A Google window is open/);

    popup.closed = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POPUP_POLL_MS + CLOSED_GRACE_MS + 50);
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose locations' })).toBeInTheDocument();
  });

  it('says when the browser blocked the popup, with a retry that opens it from the click', async () => {
    const api = connectApi();
    const open = stubWindowOpen(null);
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });

    await user.click(connectButton());

    expect(
      await screen.findByText(
        'Your browser blocked the Google window. Allow pop-ups for this site, then try again.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/Auth/google-login/ticket')).toHaveLength(0);

    const popup = createFakePopup();
    open.mockImplementation(() => popup as unknown as Window);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/A Google window is open/);
    expect(popup.location.replace).toHaveBeenCalledWith(TICKET_URL);
  });

  it('closes the popup and shows the server’s message when the connection cannot start', async () => {
    fakeApi({
      'POST /api/Auth/google-login/ticket': () =>
        refused(403, 'Only an admin of this business can connect Google'),
    });
    const popup = createFakePopup();
    stubWindowOpen(popup);
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(0) });

    await user.click(connectButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin of this business can connect Google',
    );
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('speaks Arabic in the popup’s waiting page and on the step', async () => {
    connectApi();
    const popup = createFakePopup();
    stubWindowOpen(popup);
    const { user } = await renderArea(onboardingArea, '/welcome', { language: 'ar', user: newOwner(0) });

    await user.click(screen.getByRole('button', { name: 'ربط حساب Google' }));

    expect(popup.document.body.textContent).toBe('جارٍ فتح Google…');
    expect(popup.document.documentElement.dir).toBe('rtl');
    expect(
      await screen.findByText('نافذة Google مفتوحة الآن. اختر حسابك فيها واسمح بالوصول.'),
    ).toBeInTheDocument();
  });
});
