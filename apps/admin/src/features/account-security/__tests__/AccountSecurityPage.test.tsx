// /admin/security: two-factor sign-in is required of the super admin (issue 21), so the page shows it on, says it
// is required, and offers no way to turn it off, in Arabic and English.
import { createSessionUser, resetAuthStore } from '@sumaa/api-client/testing';
import { fakeApi, ok, renderArea } from '@sumaa/app-kit/testing';
import { twoFactorEndpoints } from '@sumaa/contracts';
import { configure, screen } from '@testing-library/react';
import { adminArea } from '../../../testing/adminArea';
import { accountSecurityTexts } from '../i18n';

const securityArea = {
  ...adminArea,
  texts: { ...adminArea.texts, 'admin.accountSecurity': accountSecurityTexts },
};

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUPER_ADMIN = createSessionUser({ role: 'super_admin', business_id: null, full_name: 'Huda' });

beforeEach(() => resetAuthStore());

describe('the super admin’s account security page', () => {
  it.each([
    [
      'en',
      'Two-factor sign-in is on',
      'Two-factor sign-in is required for the platform admin and cannot be turned off.',
      /turn off/i,
    ],
    ['ar', 'التحقق بخطوتين مفعّل', 'التحقق بخطوتين إلزامي لحساب مدير المنصة، ولا يمكن إيقافه.', /إيقاف/],
  ] as const)(
    'shows two-factor on and required, with no way off (%s)',
    async (language, on, required, off) => {
      fakeApi({
        [`GET ${twoFactorEndpoints.status.path}`]: () =>
          ok({
            enabled: true,
            pending: false,
            enabledAt: '2026-12-01T10:00:00.000Z',
            recoveryCodesLeft: 7,
            required: true,
          }),
      });
      renderArea(securityArea, '/admin/security', { user: SUPER_ADMIN, language, strict: false });
      expect(await screen.findByRole('heading', { name: on })).toBeInTheDocument();
      expect(screen.getByText(required)).toBeInTheDocument();
      // The count in the reader's digits.
      expect(screen.getByText(language === 'ar' ? /٧/ : /Recovery codes left: 7/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: off })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
  );
});
