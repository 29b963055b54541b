// The auth paths, read from their route contracts (tests and tools compare requests against them).
import { authRoutes, healthRoute } from '@sumaa/contracts';

export const AUTH_PATHS = {
  health: healthRoute.path,
  refresh: authRoutes.refresh.path,
  currentUser: authRoutes.currentUser.path,
  signIn: authRoutes.signIn.path,
  registerCompany: authRoutes.registerCompany.path,
  sendEmailOtp: authRoutes.sendEmailOtp.path,
  confirmEmail: authRoutes.confirmEmail.path,
  forgotPassword: authRoutes.forgotPassword.path,
  resetPassword: authRoutes.resetPassword.path,
  logout: authRoutes.logout.path,
} as const;
