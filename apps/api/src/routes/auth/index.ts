// The auth calls of spec §7, under their contract paths (/api/UsernameAuth/…).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmailRoute } from './confirm-email';
import { currentUserRoute } from './current-user';
import { forgotPasswordRoute } from './forgot-password';
import { googleCallbackRoute } from './google-callback';
import { healthRoute } from './health';
import { logoutRoute } from './logout';
import { refreshRoute } from './refresh';
import { registerCompanyRoute } from './register-company';
import { resetPasswordRoute } from './reset-password';
import { sendEmailOtpRoute } from './send-email-otp';
import { signInRoute } from './sign-in';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of [
    healthRoute,
    registerCompanyRoute,
    sendEmailOtpRoute,
    confirmEmailRoute,
    signInRoute,
    googleCallbackRoute,
    currentUserRoute,
    refreshRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    logoutRoute,
  ]) {
    await app.register(route);
  }
};
