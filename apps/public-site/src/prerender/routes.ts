// The public routes of spec §2 that are prerendered in each language: every page whose first screen is the same
// for every visitor. Left out: /invite/<token>, /verify-email and /reset-password (they read their address), and
// /check-email (it reads the e-mail just registered).
export const PRERENDERED_ROUTES = [
  '/',
  '/pricing',
  '/features',
  '/help',
  '/security',
  '/support',
  '/terms',
  '/privacy',
  '/about',
  '/blog',
  '/careers',
  '/contact',
  '/contact2',
  '/soon',
  '/login',
  '/signup',
  '/forgot-password',
] as const;
