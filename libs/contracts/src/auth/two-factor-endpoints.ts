// The two-factor sign-in routes (issue 13) as the browser calls them; zod-free (the contracts are in ../routes).
// The signed-in ones are the super admin's own account (the admin console's security page); the public ones
// carry their own proof: the sign-in's challenge, or the enrolment token a sign-in answered with.
import { defineEndpoint } from '../http/defineEndpoint';

const BASE = '/api/UsernameAuth/two-factor';

export const twoFactorStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: BASE,
  access: { role: 'super_admin' },
});

export const twoFactorSetupEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/setup`,
  access: { role: 'super_admin' },
});

export const twoFactorConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/confirm`,
  access: { role: 'super_admin' },
});

export const twoFactorVerifyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/verify`,
  access: 'public',
});

export const twoFactorEnrolmentStartEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/enrolment/setup`,
  access: 'public',
});

export const twoFactorEnrolmentConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/enrolment/confirm`,
  access: 'public',
});

export const twoFactorEndpoints = {
  status: twoFactorStatusEndpoint,
  setup: twoFactorSetupEndpoint,
  confirm: twoFactorConfirmEndpoint,
  verify: twoFactorVerifyEndpoint,
  enrolmentSetup: twoFactorEnrolmentStartEndpoint,
  enrolmentConfirm: twoFactorEnrolmentConfirmEndpoint,
} as const;
