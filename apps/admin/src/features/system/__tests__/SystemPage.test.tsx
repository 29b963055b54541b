import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, renderArea } from '@sumaa/app-kit/testing';
import type { SystemBackupList, SystemBackupSchedule, SystemOverview } from '@sumaa/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

it('writes figures with Arabic-Indic digits and names services and engines in Arabic', async () => {
  fakeApi({ 'GET /api/system/overview': () => ok(overview('healthy')) });
  renderArea(systemArea, '/admin/system', { user: SUPER_ADMIN, language: 'ar', strict: false });
  const table = await screen.findByRole('table', { name: 'حالة الخدمات' });
  const databaseRow = await within(table).findByRole('row', { name: /قاعدة البيانات/ });
  expect(within(databaseRow).getByText('PostgreSQL مضمّنة (PGlite)')).toBeInTheDocument();
  expect(within(databaseRow).getByText(/١٢/)).toBeInTheDocument();
  expect(within(databaseRow).queryByText(/\d/)).not.toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /الواجهة المصغّرة: لوحة الإدارة/ })).toBeInTheDocument();
  expect(screen.getByText(/مدة التشغيل: ١/)).toBeInTheDocument();
});

function backups(schedule: Partial<SystemBackupSchedule>): SystemBackupList {
  return {
    items: [],
    engine: 'pglite',
    schedule: {
      enabled: true,
      refusal: null,
      keep: 14,
      lastSuccess: null,
      lastFailure: null,
      ...schedule,
    },
  };
}

it('says the daily backup is off, and why, when no key is set', async () => {
  fakeApi({
    'GET /api/system/overview': () => ok(overview('healthy')),
    'GET /api/system/backups': () => ok(backups({ enabled: false, refusal: 'noKey' })),
  });
  renderArea(systemArea, '/admin/system', { user: SUPER_ADMIN, language: 'en', strict: false });
  await userEvent.click(await screen.findByRole('tab', { name: 'Maintenance' }));
  expect(
    await screen.findByText(
      'The daily backup is off: BACKUP_ENCRYPTION_KEY is not set, and no backup is ever written unencrypted.',
    ),
  ).toBeInTheDocument();
});

it('shows the daily backup’s last success and last failure, in Arabic digits', async () => {
  fakeApi({
    'GET /api/system/overview': () => ok(overview('healthy')),
    'GET /api/system/backups': () =>
      ok(
        backups({
          lastSuccess: { at: '2026-01-02T02:00:00.000Z', fileName: 'x.enc', sizeBytes: 2048, error: null },
          lastFailure: {
            at: '2026-01-03T02:00:00.000Z',
            fileName: null,
            sizeBytes: null,
            error: 'Error: ENOSPC',
          },
        }),
      ),
  });
  renderArea(systemArea, '/admin/system', { user: SUPER_ADMIN, language: 'ar', strict: false });
  await userEvent.click(await screen.findByRole('tab', { name: 'الصيانة' }));
  const daily = await screen.findByRole('region', { name: 'النسخة الاحتياطية اليومية المشفّرة' });
  expect(within(daily).getByText('فشلت آخر نسخة يومية')).toBeInTheDocument();
  expect(within(daily).getByText(/آخر نسخة ناجحة: .*٢٠٢٦.*\(٢ /)).toBeInTheDocument();
  expect(within(daily).getByText(/آخر فشل: .*٣/)).toBeInTheDocument();
  expect(within(daily).getByText('Error: ENOSPC')).toBeInTheDocument();
  expect(within(daily).getByText('عدد النسخ المحفوظة: ١٤')).toBeInTheDocument();
});

it('offers the restore file picker in Arabic, and names the chosen file', async () => {
  fakeApi({
    'GET /api/system/overview': () => ok(overview('healthy')),
    'GET /api/system/backups': () => ok(backups({})),
  });
  renderArea(systemArea, '/admin/system', { user: SUPER_ADMIN, language: 'ar', strict: false });
  await userEvent.click(await screen.findByRole('tab', { name: 'الصيانة' }));
  const picker = await screen.findByLabelText('ملف النسخة الاحتياطية');
  expect(screen.getByText('اختر ملفاً')).toBeInTheDocument();
  expect(screen.getByText('لم يُختر ملف')).toBeInTheDocument();
  const file = new File([new Uint8Array([1, 2, 3])], 'sumaa-daily-pglite.tar.gz.enc');
  await userEvent.upload(picker, file);
  expect(screen.getByText('sumaa-daily-pglite.tar.gz.enc')).toBeInTheDocument();
});
