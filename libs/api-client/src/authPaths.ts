// The auth endpoints of spec §7, spelled exactly as the contract spells them.
export const AUTH_PATHS = {
  health: '/api/UsernameAuth/health',
  refresh: '/api/UsernameAuth/refresh',
  currentUser: '/api/UsernameAuth/user',
  signIn: '/api/UsernameAuth/AdminSignIn',
  registerCompany: '/api/UsernameAuth/RegisterCompany',
  sendEmailOtp: '/api/UsernameAuth/send-email-otp',
  confirmEmail: '/api/UsernameAuth/confirm-email-jwt',
  forgotPassword: '/api/UsernameAuth/forgot-password',
  resetPassword: '/api/UsernameAuth/reset-password',
  logout: '/api/UsernameAuth/logout',
} as const;
