// The auth paths, read from their route contracts (tests and tools compare requests against them).
import { authEndpoints, healthEndpoint } from '@sumaa/contracts';

export const AUTH_PATHS = {
  health: healthEndpoint.path,
  refresh: authEndpoints.refresh.path,
  currentUser: authEndpoints.currentUser.path,
  signIn: authEndpoints.signIn.path,
  registerCompany: authEndpoints.registerCompany.path,
  sendEmailOtp: authEndpoints.sendEmailOtp.path,
  confirmEmail: authEndpoints.confirmEmail.path,
  forgotPassword: authEndpoints.forgotPassword.path,
  resetPassword: authEndpoints.resetPassword.path,
  logout: authEndpoints.logout.path,
} as const;
