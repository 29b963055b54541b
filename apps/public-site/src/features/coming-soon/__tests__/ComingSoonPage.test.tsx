import { resetAuthStore } from '@sumaa/api-client/testing';
import { errorOf, fakeApi, fieldByLabel, offline, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import { setLanguage } from '@sumaa/i18n';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

// Pages load lazily and the build machines are shared: allow for a slow first render rather than flake.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-21T10:00:00.000Z');

/** The ticking figures as shown, unit by unit. */
function shownClock(): Record<string, string> {
  const clock = screen.getByTestId('countdown-clock');
  return Object.fromEntries(
    [...clock.querySelectorAll<HTMLElement>('[data-unit]')].map((unit) => [
      unit.dataset.unit,
      unit.firstElementChild?.textContent ?? '',
    ]),
  );
}

function answerLaunch(launchAt: string, launched = false, reminders = {}) {
  return fakeApi({ 'GET /api/launch': () => ok({ launchAt, launched }), ...reminders });
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('coming-soon countdown', () => {
  // The page's code is loaded once with real timers, so the fake clock below barely moves before the first tick.
  beforeAll(() => import('../components/ComingSoonPage'));
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  /** Waiting for the page moves the fake clock a little; the test reads where the countdown starts. */
  const shownSeconds = () => Number(shownClock().seconds);

  it('counts down every second to the server’s launch date', async () => {
    answerLaunch(new Date(NOW + 2 * DAY + 3 * HOUR + 4 * MINUTE + 30 * SECOND).toISOString());
    await renderArea(publicSiteArea, '/soon');
    await screen.findByTestId('countdown-clock');
    expect(shownClock()).toMatchObject({ days: '2', hours: '03', minutes: '04' });
    const start = shownSeconds();
    expect(start).toBeGreaterThan(20);
    expect(start).toBeLessThanOrEqual(30);
    expect(screen.getByTestId('countdown-clock')).toHaveTextContent(/Days.*Hours.*Minutes.*Seconds/);

    act(() => jest.advanceTimersByTime(SECOND));
    expect(shownSeconds()).toBe(start - 1);
    act(() => jest.advanceTimersByTime((start - 1) * SECOND));
    expect(shownClock()).toEqual({ days: '2', hours: '03', minutes: '04', seconds: '00' });
    act(() => jest.advanceTimersByTime(SECOND));
    expect(shownClock()).toEqual({ days: '2', hours: '03', minutes: '03', seconds: '59' });
    expect(document.title).toBe('Coming soon · Sumaa');
  });

  it('keeps the ticking figures away from screen readers and gives them a quiet summary instead', async () => {
    answerLaunch(new Date(NOW + 1 * DAY + 2 * HOUR + 1 * MINUTE + 40 * SECOND).toISOString());
    await renderArea(publicSiteArea, '/soon');
    const clock = await screen.findByTestId('countdown-clock');
    expect(clock).toHaveAttribute('aria-hidden', 'true');
    expect(clock).toHaveAttribute('aria-live', 'off');

    const section = screen.getByRole('region', { name: 'Time left until launch' });
    expect(within(section).getByText('1 day, 2 hours and 1 minute left until launch.')).toBeInTheDocument();
    expect(
      section.querySelector('[aria-live="polite"], [aria-live="assertive"], [role="status"]'),
    ).toBeNull();

    const start = shownSeconds();
    act(() => jest.advanceTimersByTime(10 * SECOND));
    // The seconds moved; the sentence did not.
    expect(shownSeconds()).toBe(start - 10);
    expect(within(section).getByText('1 day, 2 hours and 1 minute left until launch.')).toBeInTheDocument();
  });

  it('shows Arabic-Indic digits in Arabic and switches digits with the language, still ticking', async () => {
    answerLaunch(new Date(NOW + 12 * DAY + 5 * HOUR + 30 * MINUTE + 40 * SECOND).toISOString());
    await renderArea(publicSiteArea, '/soon', { language: 'ar' });
    await screen.findByTestId('countdown-clock');
    expect(shownClock()).toMatchObject({ days: '١٢', hours: '٠٥', minutes: '٣٠' });
    expect(shownClock().seconds).toMatch(/^[٠-٩]{2}$/);
    expect(screen.getByTestId('countdown-clock')).toHaveTextContent(/أيام.*ساعات.*دقائق.*ثوانٍ/);
    expect(screen.getByText('يتبقى على الإطلاق ١٢ يوماً و٥ ساعات و٣٠ دقيقة.')).toBeInTheDocument();
    expect(document.title).toBe('قريباً · سمعة');

    await act(() => setLanguage('en'));
    expect(await screen.findByText('12 days, 5 hours and 30 minutes left until launch.')).toBeInTheDocument();
    expect(shownClock()).toMatchObject({ days: '12', hours: '05', minutes: '30' });
    const start = shownSeconds();
    act(() => jest.advanceTimersByTime(SECOND));
    expect(shownSeconds()).toBe(start - 1);

    await act(() => setLanguage('ar'));
    await screen.findByText('يتبقى على الإطلاق ١٢ يوماً و٥ ساعات و٣٠ دقيقة.');
    const arabicDigits = '٠١٢٣٤٥٦٧٨٩';
    const shownArabic = [...shownClock().seconds].map((digit) => arabicDigits.indexOf(digit)).join('');
    expect(Number(shownArabic)).toBeLessThanOrEqual(start - 1);
  });

  it('says Sumaa has launched when the countdown reaches zero', async () => {
    answerLaunch(new Date(NOW + 20 * SECOND).toISOString());
    await renderArea(publicSiteArea, '/soon');
    await screen.findByTestId('countdown-clock');
    expect(screen.getByText('Less than a minute left until launch.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime((shownSeconds() - 1) * SECOND));
    expect(shownClock().seconds).toBe('01');
    expect(screen.queryByText('Sumaa has launched!')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(SECOND));
    expect(
      screen.getByRole('heading', { name: 'Sumaa has launched!' }).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByTestId('countdown-clock')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });
});

describe('coming-soon page', () => {
  const launchAt = new Date(Date.now() + 30 * DAY).toISOString();

  it('says so when the server says the product has launched', async () => {
    answerLaunch(new Date(Date.now() - DAY).toISOString(), true);
    await renderArea(publicSiteArea, '/soon', { language: 'ar' });
    const heading = await screen.findByRole('heading', { name: 'انطلقت سمعة!' });
    expect(heading.closest('[role="status"]')).toHaveTextContent('المنصة متاحة الآن');
    expect(screen.queryByTestId('countdown-clock')).not.toBeInTheDocument();
  });

  it('shows a failure to load the launch date with a retry that works', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/launch': () =>
        ++calls === 1
          ? refused(404, 'The requested resource was not found')
          : ok({ launchAt, launched: false }),
    });
    const { user } = await renderArea(publicSiteArea, '/soon');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the launch date.');
    expect(alert).toHaveTextContent('The requested resource was not found');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('countdown-clock')).toBeInTheDocument();
  });

  it('signs the visitor up for a reminder', async () => {
    const api = answerLaunch(launchAt, false, {
      'POST /api/launch/reminders': () =>
        ok({ email: 'fahad@example.sa', createdAt: new Date().toISOString(), alreadySubscribed: false }),
    });
    const { user } = await renderArea(publicSiteArea, '/soon');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' Fahad@Example.SA ');
    await user.click(screen.getByRole('button', { name: 'Remind me' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done! We’ll email fahad@example.sa when Sumaa launches.',
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(await api.requestsTo('/api/launch/reminders')[0].json()).toEqual({ email: 'fahad@example.sa' });
    expect(api.requestsTo('/api/launch/reminders')[0].headers.get('Authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add another email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('tells a visitor already on the list, in Arabic', async () => {
    answerLaunch(launchAt, false, {
      'POST /api/launch/reminders': () =>
        ok({ email: 'fahad@example.sa', createdAt: new Date().toISOString(), alreadySubscribed: true }),
    });
    const { user } = await renderArea(publicSiteArea, '/soon', { language: 'ar' });
    await user.type(await screen.findByRole('textbox', { name: 'البريد الإلكتروني' }), 'fahad@example.sa');
    await user.click(screen.getByRole('button', { name: 'ذكّرني' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'بريدك fahad@example.sa مسجّل لدينا مسبقاً، وسنراسلك عند الإطلاق.',
    );
  });

  it('checks the address before sending and shows the server’s refusals', async () => {
    let calls = 0;
    const api = answerLaunch(launchAt, false, {
      'POST /api/launch/reminders': () =>
        ++calls === 1
          ? refused(400, 'Please correct the highlighted fields', { email: ['Email is invalid'] })
          : offline(),
    });
    const { user } = await renderArea(publicSiteArea, '/soon');
    const email = await screen.findByRole('textbox', { name: 'Email' });

    await user.click(screen.getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(errorOf(email)).toBe('Email is required'));
    await user.type(email, 'fahad@');
    await user.click(screen.getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(errorOf(email)).toBe('Email is invalid'));
    expect(api.requestsTo('/api/launch/reminders')).toHaveLength(0);

    await user.type(email, 'example.sa');
    await user.click(screen.getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(api.requestsTo('/api/launch/reminders')).toHaveLength(1));
    await waitFor(() => expect(errorOf(fieldByLabel('Email'))).toBe('Email is invalid'));

    await user.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(fieldByLabel('Email')).toHaveValue('fahad@example.sa');
  });
});
