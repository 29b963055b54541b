import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import {
  currentLocation,
  deferred,
  fakeApi,
  type FakeApi,
  ok,
  refused,
  renderArea,
  type ApiHandler,
} from '@sumaa/app-kit/testing';
import { DEFAULT_BUSINESS_SETTINGS } from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';
import { ToastProvider } from '@sumaa/ui';
import { configure, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { businessResources } from '../../../i18n/resources';
import type { AnalyticsPeriod, PeriodDays } from '../../../shared/analytics-period';
import { AnalyticsExportActions } from '../components/export/AnalyticsExportActions';
import { analyticsExportTexts } from '../components/export/exportTexts';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const NOW = new Date('2025-03-15T22:30:00Z');
/** The days the page shows for 30 days (the business's, already the 16th in Riyadh). */
const THIRTY_DAYS: PeriodDays = { startDate: '2025-02-15', endDate: '2025-03-16' };
const OWNER = createSessionUser({ role: 'admin', business_id: 'business-1' });

// The actions on their own, where the analytics page places them, with the days it shows; the report's address
// shows where the link led.
let period: AnalyticsPeriod = 30;
let days: PeriodDays | null = THIRTY_DAYS;
function ActionsOnly() {
  return (
    <ToastProvider label="Status messages" closeLabel="Close">
      <Routes>
        <Route path="analytics" element={<AnalyticsExportActions period={period} days={days} />} />
        <Route path="analytics/report" element={<h1>printable report</h1>} />
      </Routes>
    </ToastProvider>
  );
}

const actionsArea = {
  routes: ActionsOnly,
  basePath: '/customer',
  texts: { business: businessResources, 'business.analyticsExport': analyticsExportTexts },
};

const CSV = '\uFEFFالمؤشر,القيمة\nإجمالي المراجعات,8\n';
const csvReply = () =>
  new Response(CSV, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="analytics-2025-02-15-2025-03-16.csv"',
    },
  });

function playExport(answer: ApiHandler): FakeApi {
  return fakeApi({
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/reports/business-1/export': answer,
  });
}

async function openActions({ language = 'en' }: { language?: Language } = {}) {
  return renderArea(actionsArea, '/customer/analytics', { user: OWNER, language, strict: false });
}

/** What the browser was asked to save: the blob handed to an object URL and the link's file name. */
function watchSaves() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:saved-${blobs.length}`;
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
}

let saves: ReturnType<typeof watchSaves>;

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
  period = 30;
  days = THIRTY_DAYS;
  saves = watchSaves();
  // Only the clock's date is fixed; timers run as usual.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
});

afterEach(() => {
  saves.restore();
  jest.useRealTimers();
});

describe('the analytics export actions', () => {
  it('downloads the period’s analytics as CSV for the days the page shows, under the server’s file name', async () => {
    const api = playExport(() => csvReply());
    const { user } = await openActions();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saves.names).toEqual(['analytics-2025-02-15-2025-03-16.csv']));
    const [request] = api.requestsTo('/api/reports/business-1/export');
    expect(Object.fromEntries(new URL(request?.url ?? 'http://api.test').searchParams)).toEqual({
      startDate: '2025-02-15',
      endDate: '2025-03-16',
    });
    const saved = new Uint8Array((await saves.blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(saved)).toBe(CSV);
  });

  it('covers exactly the days it is given, not ones counted again at the click', async () => {
    period = 7;
    // The page's days, already the next day's (the page turned at the business's midnight).
    days = { startDate: '2025-03-11', endDate: '2025-03-17' };
    const api = playExport(() => csvReply());
    const { user } = await openActions();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(api.requestsTo('/api/reports/business-1/export')).toHaveLength(1));
    const [request] = api.requestsTo('/api/reports/business-1/export');
    expect(Object.fromEntries(new URL(request?.url ?? 'http://api.test').searchParams)).toEqual(days);
  });

  it('keeps Download CSV disabled while the page’s days are not known', async () => {
    days = null;
    const api = playExport(() => csvReply());
    await openActions();

    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(api.requestsTo('/api/reports/business-1/export')).toHaveLength(0);
  });

  it('shows the button busy while the file is on its way', async () => {
    const held = deferred();
    playExport(() => held.promise);
    const { user } = await openActions();

    const button = await screen.findByRole('button', { name: 'Download CSV' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));

    held.resolve(csvReply());
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(saves.names).toHaveLength(1);
  });

  it('says why the file could not be made', async () => {
    playExport(() => refused(403, 'You do not have permission to view the analytics'));
    const { user } = await openActions();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('You do not have permission to view the analytics')).toBeInTheDocument();
    expect(saves.names).toEqual([]);
  });

  it('links to the printable report of the same period', async () => {
    period = 90;
    playExport(() => csvReply());
    const { user } = await openActions({ language: 'ar' });

    await user.click(await screen.findByRole('link', { name: 'تقرير للطباعة' }));

    await waitFor(() => expect(currentLocation()).toBe('/customer/analytics/report?period=90'));
  });
});
