// The auth domain's routes (spec §7 "Auth"); paths, schemas and access come from libs/contracts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmailRoute } from './confirm-email';
import { currentUserRoute } from './current-user';
import { forgotPasswordRoute } from './forgot-password';
import { googleCallbackRoute } from './google-callback';
import { googleSignInCallbackRoute } from './google-sign-in-callback';
import { googleSignInStartRoute } from './google-sign-in-start';
import { logoutRoute } from './logout';
import { refreshRoute } from './refresh';
import { registerCompanyRoute } from './register-company';
import { resetPasswordRoute } from './reset-password';
import { sendEmailOtpRoute } from './send-email-otp';
import { signInRoute } from './sign-in';
import { twoFactorDomain } from '../two-factor/routes';

export const authDomain: FastifyPluginAsyncZod = async (app) => {
  for (const route of [
    registerCompanyRoute,
    sendEmailOtpRoute,
    confirmEmailRoute,
    signInRoute,
    googleCallbackRoute,
    googleSignInStartRoute,
    googleSignInCallbackRoute,
    currentUserRoute,
    refreshRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    logoutRoute,
    twoFactorDomain,
  ]) {
    await app.register(route);
  }
};
