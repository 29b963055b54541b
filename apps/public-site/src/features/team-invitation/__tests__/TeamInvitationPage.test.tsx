import { AUTH_PATHS, useAuthStore } from '@sumaa/api-client';
import {
  createApiUser,
  createAuthSession,
  createSessionUser,
  resetAuthStore,
} from '@sumaa/api-client/testing';
import {
  currentLocation,
  deferred,
  describedTextOf,
  errorOf,
  fakeApi,
  fieldByLabel,
  ok,
  queryFieldByLabel,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import {
  acceptInvitationEndpoint,
  completeInvitationEndpoint,
  type InvitationPreview,
  invitationPreviewEndpoint,
  passwordPolicyEndpoint,
  routePath,
} from '@sumaa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Each navigation the pages ask for, so a test can see that the dashboard *replaces* the invitation in the
// history. A pass-through: the real router still navigates.
const mockNavigations: unknown[][] = [];
jest.mock('react-router', () => {
  const actual = jest.requireActual<typeof import('react-router')>('react-router');
  const { useCallback } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    useNavigate: () => {
      const navigate = actual.useNavigate();
      return useCallback(
        (...args: Parameters<typeof navigate>) => {
          mockNavigations.push(args);
          return navigate(...args);
        },
        [navigate],
      );
    },
  };
});

const TOKEN = 'tok-1';
const PREVIEW_PATH = routePath(invitationPreviewEndpoint, { token: TOKEN });
const COMPLETE_PATH = routePath(completeInvitationEndpoint, { token: TOKEN });
const ACCEPT_PATH = routePath(acceptInvitationEndpoint, { token: TOKEN });

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function createPreview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    businessName: 'مقهى الورد',
    email: 'agent@example.com',
    role: 'Agent',
    invitedByName: 'Sara Alotaibi',
    expiresAt: '2025-03-08T09:00:00.000Z',
    accountExists: false,
    ...overrides,
  };
}

/** The joined member's session as the server answers it. */
const joinedSession = () =>
  createAuthSession({
    user: createApiUser({ id: 'user-9', email: 'agent@example.com', name: 'Omar', businessId: 'business-1' }),
    role: 'agent',
    permissions: ['ViewReviews'],
    token: 'access-9',
    refresh_token: 'refresh-9',
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
  mockNavigations.length = 0;
});

afterEach(() => {
  jest.useRealTimers();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

async function openInvitation(options: Parameters<typeof renderArea>[2] = {}) {
  const view = await renderArea(publicSiteArea, `/invite/${TOKEN}`, options);
  await screen.findByText(/invited you to join|لديك دعوة من/);
  return view;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.type(fieldByLabel('Full name'), 'Omar Alharbi');
  await user.type(fieldByLabel('Password'), password);
  await user.type(fieldByLabel('Confirm password'), confirmation);
}

describe('the invitation page', () => {
  it('shows who invites whom and as what, the invited e-mail read-only, and is kept out of search engines', async () => {
    fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()) });
    await openInvitation();

    expect(screen.getByRole('heading', { level: 1, name: 'Team invitation' })).toBeInTheDocument();
    expect(screen.getByText(/invited you to join/)).toHaveTextContent(
      'Sara Alotaibi invited you to join مقهى الورد as Customer service agent.',
    );
    const email = fieldByLabel('Invited email');
    expect(email).toHaveValue('agent@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'Save and join' })).toBeInTheDocument();
    expect(document.title).toBe('Team invitation · Sumaa');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('says the same in Arabic', async () => {
    fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(createPreview({ role: 'Manager' })) });
    await openInvitation({ language: 'ar' });

    expect(screen.getByRole('heading', { level: 1, name: 'دعوة للانضمام إلى الفريق' })).toBeInTheDocument();
    expect(screen.getByText(/لديك دعوة من/)).toHaveTextContent(
      'لديك دعوة من Sara Alotaibi للانضمام إلى مقهى الورد بدور مدير فرع.',
    );
    expect(fieldByLabel('البريد الإلكتروني المدعو')).toHaveValue('agent@example.com');
    expect(screen.getByRole('button', { name: 'حفظ والانضمام' })).toBeInTheDocument();
  });

  it.each([
    [404, 'This invitation link is not valid. Ask the person who invited you for a new one.'],
    [410, 'This invitation has expired. Ask the person who invited you to send a new one.'],
    [410, 'This invitation has already been used. Sign in to open your dashboard.'],
  ])(
    'a link refused with %i says so in the server’s words and offers nothing else',
    async (status, message) => {
      fakeApi({ [`GET ${PREVIEW_PATH}`]: () => refused(status, message) });
      await renderArea(publicSiteArea, `/invite/${TOKEN}`);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This invitation can’t be used');
      expect(alert).toHaveTextContent(message);
      const page = screen.getByRole('region', { name: 'Team invitation' });
      expect(within(page).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
      expect(within(page).queryByRole('textbox')).not.toBeInTheDocument();
      expect(queryFieldByLabel('Password')).not.toBeInTheDocument();
      expect(within(page).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('says a link without its token is invalid, without asking the server', async () => {
    const api = fakeApi({});
    await renderArea(publicSiteArea, '/invite', { language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('رابط الدعوة غير صالح أو مفقود.');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('offers a retry, not the "cannot be used" state, when the server cannot be reached', async () => {
    const api = fakeApi({ [`GET ${PREVIEW_PATH}`]: () => refused(503, null) });
    const { user } = await renderArea(publicSiteArea, `/invite/${TOKEN}`);

    // A 5xx is retried once by itself (the suite's query rule) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'We couldn’t load the invitation.',
    );
    api.answer({ [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/invited you to join/)).toBeInTheDocument();
  });
});

describe('joining with a new account', () => {
  it('says the passwords do not match, without sending', async () => {
    const api = fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()) });
    const { user } = await openInvitation();
    await fillForm(user, 'long-enough-1', 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));

    await waitFor(() => expect(errorOf(fieldByLabel('Confirm password'))).toBe('Passwords do not match'));
    expect(api.requestsTo(COMPLETE_PATH).filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for the name and a password of the platform’s minimum length', async () => {
    fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()) });
    const { user } = await openInvitation();
    await user.type(fieldByLabel('Password'), 'short');
    await user.type(fieldByLabel('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));

    await waitFor(() => expect(errorOf(fieldByLabel('Full name'))).toBe('Full name is required'));
    expect(errorOf(fieldByLabel('Password'))).toBe('Password must be at least 8 characters');
    expect(fieldByLabel('Full name')).toHaveFocus();
  });

  it('says the platform’s rule from the server and holds the password to it before sending', async () => {
    const api = fakeApi({
      [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()),
      [`GET ${passwordPolicyEndpoint.path}`]: () => ok({ minLength: 12, requireSpecialChars: true }),
    });
    const { user } = await openInvitation();
    await waitFor(() =>
      expect(describedTextOf(fieldByLabel('Password'))).toContain('At least 12 characters'),
    );
    expect(describedTextOf(fieldByLabel('Password'))).toContain('at least one special character');

    await fillForm(user, 'tenletters', 'tenletters');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));
    await waitFor(() =>
      expect(errorOf(fieldByLabel('Password'))).toBe('Password must be at least 12 characters'),
    );
    await user.type(fieldByLabel('Password'), 'abcd');
    await user.type(fieldByLabel('Confirm password'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));
    await waitFor(() =>
      expect(errorOf(fieldByLabel('Password'))).toBe(
        'The password must contain at least one special character (e.g. ! @ # -)',
      ),
    );
    expect(api.requestsTo(COMPLETE_PATH).filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a photo over 5 MB or one that is not an image by its content, and remove clears it', async () => {
    fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()) });
    await openInvitation();
    const user = userEvent.setup({ applyAccept: false });
    const input = fieldByLabel('Profile photo (optional)');

    const tooLarge = new File([new Uint8Array(PNG_HEADER), new Uint8Array(5 * 1024 * 1024)], 'big.png', {
      type: 'image/png',
    });
    await user.upload(input, tooLarge);
    await waitFor(() => expect(errorOf(input)).toBe('Image size must be 5MB or less.'));

    // Named and typed as a PNG, but a text file: refused by its first bytes.
    await user.upload(input, new File(['just some text'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(errorOf(input)).toBe('Please upload a valid image file (PNG, JPEG or WebP).'));

    await user.upload(input, new File([new Uint8Array(PNG_HEADER)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Selected profile photo' })).toBeInTheDocument();
    expect(errorOf(input)).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Selected profile photo' })).not.toBeInTheDocument();
    expect(errorOf(input)).toBe('');
  });

  it('says the photo limits in Arabic too', async () => {
    fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()) });
    await openInvitation({ language: 'ar' });
    const user = userEvent.setup({ applyAccept: false });
    const input = fieldByLabel('الصورة الشخصية (اختيارية)');

    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(errorOf(input)).toBe('يجب ألا يتجاوز حجم الصورة 5 ميجابايت.'));
    await user.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(errorOf(input)).toBe('يرجى رفع صورة صالحة (PNG أو JPEG أو WebP).'));
  });

  it('sends the form, starts the session, shows the success screen, then replaces the page with /customer after 900 ms', async () => {
    jest.useFakeTimers();
    const api = fakeApi({
      [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()),
      [`POST ${COMPLETE_PATH}`]: () => ok(joinedSession()),
    });
    const { user } = await openInvitation({ fakeTimers: true });
    await fillForm(user, 'long-enough-1', 'long-enough-1');
    await user.upload(
      fieldByLabel('Profile photo (optional)'),
      new File([new Uint8Array(PNG_HEADER)], 'me.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Selected profile photo' });
    await user.click(screen.getByRole('button', { name: 'Save and join' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to the team' })).toHaveFocus();
    expect(
      screen.getByText('You have joined مقهى الورد. Taking you to your dashboard...'),
    ).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'access-9' });
    expect(useAuthStore.getState().user).toMatchObject({ email: 'agent@example.com', role: 'agent' });

    const body = await api
      .requestsTo(COMPLETE_PATH)
      .find((request) => request.method === 'POST')!
      .formData();
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      token: TOKEN,
      name: 'Omar Alharbi',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect((body.get('photo') as File).name).toBe('me.png');
    expect(body.has('photoUrl')).toBe(false);

    act(() => jest.advanceTimersByTime(899));
    expect(currentLocation()).toBe(`/invite/${TOKEN}`);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));
    expect(mockNavigations).toContainEqual(['/customer', { replace: true }]);
  });

  it('shows the submit button busy while sending', async () => {
    const answer = deferred();
    fakeApi({
      [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()),
      [`POST ${COMPLETE_PATH}`]: () => answer.promise,
    });
    const { user } = await openInvitation();
    await fillForm(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));

    const button = screen.getByRole('button', { name: 'Save and join' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer.resolve(refused(500, null));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('puts the server’s field errors under their fields, and says "Unknown error" when it says nothing', async () => {
    const api = fakeApi({
      [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()),
      [`POST ${COMPLETE_PATH}`]: () =>
        refused(400, 'Please correct the highlighted fields', {
          password: ['Password must be at least 10 characters'],
          photo: ['Please upload a valid image file (PNG, JPEG or WebP).'],
        }),
    });
    const { user } = await openInvitation();
    await fillForm(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));

    await waitFor(() =>
      expect(errorOf(fieldByLabel('Password'))).toBe('Password must be at least 10 characters'),
    );
    expect(errorOf(fieldByLabel('Profile photo (optional)'))).toBe(
      'Please upload a valid image file (PNG, JPEG or WebP).',
    );
    // Every message found its field: no banner repeats them.
    expect(screen.queryByText('Please correct the highlighted fields')).not.toBeInTheDocument();
    expect(fieldByLabel('Password')).toHaveFocus();

    api.answer({ [`POST ${COMPLETE_PATH}`]: () => new Response('', { status: 400 }) });
    await user.click(screen.getByRole('button', { name: 'Save and join' }));
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/invite/${TOKEN}`);
  });

  it('turns to "cannot be used" when the link expired while the form was being filled', async () => {
    fakeApi({
      [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()),
      [`POST ${COMPLETE_PATH}`]: () =>
        refused(410, 'This invitation has expired. Ask the person who invited you to send a new one.'),
    });
    const { user } = await openInvitation();
    await fillForm(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(queryFieldByLabel('Password')).not.toBeInTheDocument();
  });
});

describe('joining with an existing account', () => {
  const existing = () => createPreview({ accountExists: true });

  it('explains it and offers to sign in and come back, with no password to set', async () => {
    fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(existing()) });
    await openInvitation({ user: null });

    expect(
      screen.getByText('This email already has a Sumaa account. Sign in with it to accept the invitation.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`/invite/${TOKEN}`)}`,
    );
    expect(queryFieldByLabel('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('signed in with the invited address: accepts, refreshes the session and opens /customer in place', async () => {
    const api = fakeApi({
      [`GET ${PREVIEW_PATH}`]: () => ok(existing()),
      [`POST ${ACCEPT_PATH}`]: () =>
        ok({ businessId: 'business-2', businessName: 'مقهى الورد', role: 'Agent' }),
      [`POST ${AUTH_PATHS.currentUser}`]: () =>
        ok(
          createAuthSession({
            user: createApiUser({ email: 'agent@example.com', businessId: 'business-2' }),
            role: 'agent',
            permissions: ['ViewReviews'],
          }),
        ),
    });
    const { user } = await openInvitation({
      user: createSessionUser({ email: 'Agent@Example.com', business_id: 'business-7', role: 'admin' }),
    });
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(currentLocation()).toBe('/customer'));
    expect(mockNavigations).toContainEqual(['/customer', { replace: true }]);
    expect(api.requestsTo(ACCEPT_PATH)[0].headers.get('Authorization')).toBe('Bearer access-1');
    expect(useAuthStore.getState().user).toMatchObject({ business_id: 'business-2', role: 'agent' });
  });

  it('signed in as someone else: says so and offers to switch accounts instead of accepting', async () => {
    fakeApi({ [`GET ${PREVIEW_PATH}`]: () => ok(existing()) });
    await openInvitation({ user: createSessionUser({ email: 'owner@example.com' }) });

    expect(screen.getByRole('status')).toHaveTextContent(
      'You are signed in as owner@example.com, but the invitation was sent to agent@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Sign out and use the invited email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('moves to signing in when the server answers the form with 409 (the address has an account after all)', async () => {
    fakeApi({
      [`GET ${PREVIEW_PATH}`]: () => ok(createPreview()),
      [`POST ${COMPLETE_PATH}`]: () =>
        refused(409, 'An account already uses this email. Sign in with it to accept the invitation.'),
    });
    const { user } = await openInvitation({ user: null });
    await fillForm(user, 'long-enough-1', 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));

    expect(
      await screen.findByText(
        'An account already uses this email. Sign in with it to accept the invitation.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toBeInTheDocument();
    expect(queryFieldByLabel('Password')).not.toBeInTheDocument();
  });
});
