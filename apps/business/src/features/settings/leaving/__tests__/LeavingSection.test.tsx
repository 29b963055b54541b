// The settings' "Your data" section and the deletion banner (issue 21): the owner asks for the deletion in a
// confirm dialog that sends the password and shows the server's refusal under the field; once scheduled, the
// section and the banner above the page show the date, and cancelling takes it back. Others are told only the
// owner may.
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, refused, renderArea } from '@sumaa/app-kit/testing';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessDeletionStatus } from '@sumaa/contracts';
import { configure, screen, within } from '@testing-library/react';
import { businessArea } from '../../../../testing/businessArea';
import { settingsTexts } from '../../i18n';
import { leavingTexts } from '../leavingTexts';

const area = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.settings': settingsTexts, 'business.leaving': leavingTexts },
};
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const NOT_SCHEDULED: BusinessDeletionStatus = {
  scheduled: false,
  requestedAt: null,
  effectiveAt: null,
  graceDays: 14,
  callerIsOwner: true,
  confirmWith: 'password',
};
const SCHEDULED: BusinessDeletionStatus = {
  ...NOT_SCHEDULED,
  scheduled: true,
  requestedAt: '2026-03-01T09:00:00.000Z',
  effectiveAt: '2026-03-15T09:00:00.000Z',
};

function api(status: BusinessDeletionStatus) {
  return fakeApi({
    'GET /api/Businesses': () =>
      ok({
        id: 'business-1',
        name: 'مقهى الرياض',
        ownerName: 'Sara Alotaibi',
        email: '',
        phone: '',
        address: '',
        industry: 'cafes',
        country: 'SA',
        city: '',
        logoUrl: '',
        website: '',
        description: '',
      }),
    'GET /api/business-settings': () => ok(DEFAULT_BUSINESS_SETTINGS),
    'GET /api/privacy/business-deletion': () => ok(status),
  });
}

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

const owner = createSessionUser({ role: 'admin', permissions: [] });

describe('the "Your data" section', () => {
  it('asks for the password, shows a wrong one under the field, then shows the date and the banner', async () => {
    const fake = api(NOT_SCHEDULED);
    const { user } = await renderArea(area, '/customer/settings', { user: owner, strict: false });
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(await within(section).findByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Delete the business' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete the business for good?' });
    fake.answer({
      'POST /api/privacy/business-deletion': () =>
        refused(400, 'This password is not right', { password: ['This password is not right'] }),
    });
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete the business' }));
    expect(await within(dialog).findByText('This password is not right')).toBeInTheDocument();
    expect(await fake.requestsTo('/api/privacy/business-deletion').at(-1)!.json()).toEqual({
      password: 'wrong-password',
    });

    fake.answer({
      'POST /api/privacy/business-deletion': () => ok(SCHEDULED, { status: 202 }),
      'GET /api/privacy/business-deletion': () => ok(SCHEDULED),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete the business' }));
    expect(await within(section).findByText(/will be deleted on .*2026/)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('status')
        .some((notice) => /This business and all of its data/.test(notice.textContent ?? '')),
    ).toBe(true);
  });

  it('cancels a scheduled deletion from the section', async () => {
    const fake = api(SCHEDULED);
    const { user } = await renderArea(area, '/customer/settings', { user: owner, strict: false });
    const section = await screen.findByRole('region', { name: 'Your data' });
    // The server's state changes only once the cancellation reaches it.
    fake.answer({
      'DELETE /api/privacy/business-deletion': () => {
        fake.answer({ 'GET /api/privacy/business-deletion': () => ok(NOT_SCHEDULED) });
        return ok(NOT_SCHEDULED);
      },
    });
    await user.click(await within(section).findByRole('button', { name: 'Cancel the deletion' }));
    expect(await within(section).findByRole('button', { name: 'Delete the business' })).toBeInTheDocument();
    expect(fake.requestsTo('/api/privacy/business-deletion').some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('tells an admin who is not the owner that only the owner may, in Arabic, with no buttons', async () => {
    api({ ...NOT_SCHEDULED, callerIsOwner: false });
    await renderArea(area, '/customer/settings', { user: owner, language: 'ar', strict: false });
    const section = await screen.findByRole('region', { name: 'بياناتك' });
    expect(
      await within(section).findByText('يستطيع مالك النشاط التجاري وحده تصدير البيانات أو حذف النشاط.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
