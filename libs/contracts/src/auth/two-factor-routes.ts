// The two-factor sign-in contracts (issue 13, ASVS level 2). Paths under /api/UsernameAuth/two-factor.
import { authSessionSchema } from './models';
import {
  twoFactorConfirmSchema,
  twoFactorEnabledSchema,
  twoFactorEnrolledSessionSchema,
  twoFactorEnrolmentConfirmSchema,
  twoFactorEnrolmentStartSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifySchema,
} from './two-factor';
import {
  twoFactorConfirmEndpoint,
  twoFactorEnrolmentConfirmEndpoint,
  twoFactorEnrolmentStartEndpoint,
  twoFactorSetupEndpoint,
  twoFactorStatusEndpoint,
  twoFactorVerifyEndpoint,
} from './two-factor-endpoints';
import { defineRoute } from '../http/defineRoute';

const TAGS = ['Auth'] as const;

export const twoFactorStatusRoute = defineRoute({
  ...twoFactorStatusEndpoint,
  response: twoFactorStatusSchema,
  tags: TAGS,
  summary: "The super admin's two-factor sign-in: on, waiting for its first code, recovery codes left",
});

export const twoFactorSetupRoute = defineRoute({
  ...twoFactorSetupEndpoint,
  response: twoFactorSetupSchema,
  failures: [409],
  tags: TAGS,
  summary:
    'Start (or restart) the setup: a new secret as an otpauth URI and its QR, kept encrypted and pending',
  description: '409 when two-factor sign-in is already on, or the e-mail address is not confirmed.',
});

export const twoFactorConfirmRoute = defineRoute({
  ...twoFactorConfirmEndpoint,
  body: twoFactorConfirmSchema,
  response: twoFactorEnabledSchema,
  failures: [409],
  tags: TAGS,
  summary: "Turn two-factor sign-in on with the app's first code; answers the 10 recovery codes, once",
  description: 'A wrong code: 400 with `code`. 409 when no setup is waiting.',
});

export const twoFactorVerifyRoute = defineRoute({
  ...twoFactorVerifyEndpoint,
  body: twoFactorVerifySchema,
  response: authSessionSchema,
  tags: TAGS,
  summary: "The sign-in's second step: the challenge with a code or a recovery code; answers the session",
  description:
    'A code is accepted within ±30 s, once; a recovery code once. An expired or unknown challenge: 400 ' +
    '`challenge`; a wrong code: 400 `code` / `recoveryCode`; after 5 wrong codes the challenge is locked (429).',
});

export const twoFactorEnrolmentSetupRoute = defineRoute({
  ...twoFactorEnrolmentStartEndpoint,
  body: twoFactorEnrolmentStartSchema,
  response: twoFactorSetupSchema,
  failures: [409],
  tags: TAGS,
  summary:
    'The setup a sign-in demanded (the security settings require two-factor), with its enrolment token',
});

export const twoFactorEnrolmentConfirmRoute = defineRoute({
  ...twoFactorEnrolmentConfirmEndpoint,
  body: twoFactorEnrolmentConfirmSchema,
  response: twoFactorEnrolledSessionSchema,
  failures: [409],
  tags: TAGS,
  summary:
    'Confirm the demanded setup with the first code: the recovery codes, once, and the signed-in session',
});

export const twoFactorRoutes = {
  status: twoFactorStatusRoute,
  setup: twoFactorSetupRoute,
  confirm: twoFactorConfirmRoute,
  verify: twoFactorVerifyRoute,
  enrolmentSetup: twoFactorEnrolmentSetupRoute,
  enrolmentConfirm: twoFactorEnrolmentConfirmRoute,
};
