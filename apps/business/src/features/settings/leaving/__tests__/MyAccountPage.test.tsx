// "My account" (issue 21): a member deletes their own account, confirmed with the password, and is signed out to
// the login page; an owner is told to delete the business first and has no delete button.
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, fakeApi, ok, renderArea } from '@sumaa/app-kit/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { businessArea } from '../../../../testing/businessArea';
import { settingsTexts } from '../../i18n';
import { leavingTexts } from '../leavingTexts';

// The page's own texts and the settings page's (its WhatsApp alerts section), in as once their code has loaded.
const area = {
  ...businessArea,
  texts: { ...businessArea.texts, 'business.leaving': leavingTexts, 'business.settings': settingsTexts },
};
const NO_WHATSAPP = () => ok({ on: false, phone: null, available: false });
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const NO_DELETION = {
  scheduled: false,
  requestedAt: null,
  effectiveAt: null,
  graceDays: 14,
  callerIsOwner: false,
  confirmWith: 'password',
};

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('my account page', () => {
  it('deletes a member’s account with the password and signs them out', async () => {
    const fake = fakeApi({
      'GET /api/privacy/business-deletion': () => ok(NO_DELETION),
      'GET /api/privacy/account': () => ok({ confirmWith: 'password', ownsBusiness: false }),
      'GET /api/notifications/whatsapp-alerts': NO_WHATSAPP,
      'POST /api/privacy/account/delete': () => ok({ deleted: true }),
      'POST /api/UsernameAuth/logout': () => ok(null),
    });
    const member = createSessionUser({ role: 'agent', permissions: ['ViewReviews'] });
    const { user } = await renderArea(area, '/customer/account', { user: member, strict: false });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(await fake.requestsTo('/api/privacy/account/delete')[0].json()).toEqual({
      password: 'my-password',
    });
  });

  it('tells an owner to delete the business first, in Arabic, without a delete button', async () => {
    fakeApi({
      'GET /api/privacy/business-deletion': () => ok({ ...NO_DELETION, callerIsOwner: true }),
      'GET /api/privacy/account': () => ok({ confirmWith: 'password', ownsBusiness: true }),
      'GET /api/notifications/whatsapp-alerts': NO_WHATSAPP,
    });
    const owner = createSessionUser({ role: 'admin', permissions: [] });
    await renderArea(area, '/customer/account', { user: owner, language: 'ar', strict: false });
    expect(
      await screen.findByText(
        'أنت مالك نشاط تجاري. احذف النشاط التجاري من الإعدادات (قسم «بياناتك») قبل حذف حسابك.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف حسابي' })).toBeNull();
  });
});
