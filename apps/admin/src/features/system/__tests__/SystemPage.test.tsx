import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, renderArea } from '@sumaa/app-kit/testing';
import type { SystemOverview } from '@sumaa/contracts';
import { configure, screen, within } from '@testing-library/react';
import { adminArea } from '../../../testing/adminArea';
import { systemTexts } from '../i18n';

const systemArea = { ...adminArea, texts: { ...adminArea.texts, 'admin.system': systemTexts } };

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

function overview(adminStatus: 'healthy' | 'error'): SystemOverview {
  return {
    status: adminStatus,
    uptimeSeconds: 3700,
    startedAt: '2026-01-01T00:00:00.000Z',
    checkedAt: '2026-01-01T01:00:00.000Z',
    checks: [
      {
        id: 'database',
        kind: 'database',
        name: '',
        status: 'healthy',
        problem: null,
        detail: null,
        durationMs: 3,
        figures: { engine: 'pglite', latencyMs: 2, sizeBytes: 12_582_912 },
      },
      {
        id: 'remote:admin',
        kind: 'remote',
        name: 'admin',
        status: adminStatus,
        problem: adminStatus === 'error' ? 'unreachable' : null,
        detail: adminStatus === 'error' ? 'fetch failed (ECONNREFUSED)' : null,
        durationMs: 4,
        figures: { url: 'http://localhost:4204/mf-manifest.json' },
      },
    ],
  };
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

it('shows a row per service with its status and figures, and the badge the worst status (English)', async () => {
  fakeApi({ 'GET /api/system/overview': () => ok(overview('error')) });
  renderArea(systemArea, '/admin/system', { user: SUPER_ADMIN, language: 'en', strict: false });

  const table = await screen.findByRole('table', { name: 'Service status' });
  const adminRow = await within(table).findByRole('row', { name: /Micro-frontend: admin/ });
  expect(within(adminRow).getByText('Error')).toBeInTheDocument();
  expect(within(adminRow).getByText('Unreachable')).toBeInTheDocument();
  const databaseRow = within(table).getByRole('row', { name: /Database/ });
  expect(within(databaseRow).getByText('Healthy')).toBeInTheDocument();
  expect(within(databaseRow).getByText('12 MB')).toBeInTheDocument();
  expect(await screen.findByText('A service is failing')).toBeInTheDocument();
});

it('speaks Arabic first', async () => {
  fakeApi({ 'GET /api/system/overview': () => ok(overview('healthy')) });
  renderArea(systemArea, '/admin/system', { user: SUPER_ADMIN, language: 'ar', strict: false });
  const table = await screen.findByRole('table', { name: 'حالة الخدمات' });
  expect(await within(table).findByRole('row', { name: /قاعدة البيانات/ })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'الصيانة' })).toBeInTheDocument();
});
