// The auth routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const registerCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/RegisterCompany',
  access: 'public',
  bodyKind: 'multipart',
});

export const sendEmailOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/send-email-otp',
  access: 'public',
});

export const confirmEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/confirm-email-jwt',
  access: 'public',
});

export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/AdminSignIn',
  access: 'public',
});

export const googleSignInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/google-callback',
  access: 'public',
});

/** "Sign in with Google" in a popup (spec §2): the API's door to Google's consent, then Google's way back. */
export const googleSignInStartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/UsernameAuth/google-sign-in/start',
  access: 'public',
  reply: 'redirect',
});

export const googleSignInCallbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/UsernameAuth/google-sign-in/callback',
  access: 'public',
  reply: 'html',
});

export const currentUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/user',
  access: 'signedIn',
});

export const refreshEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/refresh',
  access: 'public',
});

export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/forgot-password',
  access: 'public',
});

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/reset-password',
  access: 'public',
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UsernameAuth/logout',
  access: 'optional',
});

export const authEndpoints = {
  registerCompany: registerCompanyEndpoint,
  sendEmailOtp: sendEmailOtpEndpoint,
  confirmEmail: confirmEmailEndpoint,
  signIn: signInEndpoint,
  googleSignIn: googleSignInEndpoint,
  googleSignInStart: googleSignInStartEndpoint,
  googleSignInCallback: googleSignInCallbackEndpoint,
  currentUser: currentUserEndpoint,
  refresh: refreshEndpoint,
  forgotPassword: forgotPasswordEndpoint,
  resetPassword: resetPasswordEndpoint,
  logout: logoutEndpoint,
} as const;
