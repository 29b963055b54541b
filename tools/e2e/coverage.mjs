// Which end-to-end specs cover which code, for the quick loop (`npm run test:changed`, tools/test/test-changed.mjs):
// a changed file runs the specs of the longest matching prefix below (ALL: every spec, for code that every screen
// goes through: the shell, the libs, the API outside its domains, the start and the suite's support); a file
// under no prefix (docs, other tools) runs none. `npm test` always runs them all.
// tools/e2e/__tests__/coverage.test.mjs checks that every spec is listed and every listed spec exists.

/** Every spec. */
export const ALL = '*';

const BUSINESS = [
  'analytics',
  'review-inbox',
  'inbox-layout-shift',
  'business-settings',
  'team',
  'subscription',
  'subscription-expiry',
  'leaving',
  'tour',
  'layout-a11y',
  'review-requests',
  'ai-drafts',
  'ai-controls',
];
// The admin console is also where the suite stops a remote (remote-failure) and checks the shared singletons.
const ADMIN = [
  'admin-billing',
  'admin-contacts',
  'admin-overview',
  'admin-settings',
  'admin-system',
  'two-factor',
  'two-factor-enrolment',
  'remote-failure',
  'singletons',
  'admin-alerts-bell',
  'layout-a11y',
];

/** @type {Record<string, string[] | typeof ALL>} path prefix → spec names (file names without .spec.ts) */
export const SPECS_BY_PATH = {
  'apps/shell/': ALL,
  // The web app manifests, their icons and the offline page (the service worker is the shell's: every spec).
  'apps/shell/public/manifest': ['installable'],
  'apps/shell/public/icons/': ['installable'],
  'apps/shell/public/offline.html': ['installable'],
  'apps/shell/scripts/': ['installable'],
  'libs/': ALL,
  'apps/api/': ALL,
  'tools/start/': ALL,
  'tools/federation/': ALL,
  'tools/prerender/': ['prerender', 'public-site', 'installable'],
  'tools/e2e/support/': ALL,
  'tools/e2e/playwright.config.ts': ALL,
  'apps/business/': BUSINESS,
  'apps/admin/': ADMIN,
  'apps/public-site/': ['public-site', 'prerender', 'language', 'auth-journey', 'budgets', 'guards'],
  'apps/public-site/src/features/auth-login': [
    'auth-journey',
    'guards',
    'two-factor',
    'two-factor-enrolment',
    'google-sign-in',
  ],
  'apps/public-site/src/features/pricing': ['public-site', 'prerender', 'subscription'],
  'apps/public-site/src/features/security': ['public-site', 'prerender', 'ops-claims'],
  'apps/public-site/src/features/about': ['public-site', 'prerender', 'ops-claims'],
  'apps/onboarding/': ['onboarding-wizard', 'guards'],
  'apps/business/src/features/overview': ['analytics'],
  'apps/business/src/features/analytics': ['analytics'],
  'apps/business/src/features/analytics-report': ['analytics'],
  'apps/business/src/features/reviews': ['review-inbox', 'inbox-layout-shift'],
  'apps/business/src/features/reviews/api/aiDraft': ['review-inbox', 'ai-drafts'],
  'apps/business/src/features/settings': ['business-settings', 'leaving'],
  'apps/business/src/features/settings/leaving': ['leaving'],
  'apps/business/src/features/tour': ['tour'],
  'apps/business/src/features/team': ['team'],
  'apps/business/src/features/subscription': ['subscription', 'subscription-expiry'],
  'apps/business/src/features/requests': ['review-requests'],
  'apps/business/src/features/access': ['guards', 'team'],
  'apps/admin/src/features/overview': ['admin-overview'],
  'apps/admin/src/features/analytics': ['admin-overview'],
  'apps/admin/src/features/plans': ['admin-billing'],
  'apps/admin/src/features/subscribers': ['admin-billing'],
  'apps/admin/src/features/subscriptions': ['admin-billing'],
  'apps/admin/src/features/contacts': ['admin-contacts'],
  'apps/admin/src/features/settings': ['admin-settings'],
  'apps/admin/src/features/settings/components/AiUsagePanel': ['admin-settings', 'ai-controls'],
  'apps/admin/src/features/system': ['admin-system', 'ops-claims'],
  'apps/admin/src/features/alerts-bell': ['admin-alerts-bell'],
  'apps/admin/src/features/system-status': ['admin-system'],
  'apps/admin/src/features/account-security': ['two-factor'],
  'apps/api/src/domains/auth': [
    'auth-journey',
    'two-factor',
    'two-factor-enrolment',
    'google-sign-in',
    'session-refresh',
    'guards',
  ],
  'apps/api/src/domains/businesses': ['business-settings', 'onboarding-wizard'],
  'apps/api/src/domains/google': ['onboarding-wizard', 'review-inbox'],
  'apps/api/src/domains/reviews': ['review-inbox', 'analytics'],
  // AI drafts, masked and logged, through the AI stand-in.
  'apps/api/src/domains/reviews/smart-replies': ['review-inbox', 'ai-drafts', 'ai-controls'],
  'tools/ai-standin/': ['ai-drafts'],
  'apps/api/src/domains/reports': ['analytics'],
  'apps/api/src/domains/team': ['team'],
  'apps/api/src/domains/billing/plans': ['admin-billing', 'subscription'],
  'apps/api/src/domains/billing/subscriptions': ['subscription', 'subscription-expiry', 'admin-billing'],
  'apps/api/src/domains/billing/payments': ['subscription'],
  'apps/api/src/domains/contacts': ['admin-contacts', 'public-site'],
  'apps/api/src/domains/platform': ['admin-settings', 'admin-system', 'admin-overview', 'ops-claims'],
  'apps/api/src/domains/insights': ['admin-overview', 'admin-alerts-bell'],
  'apps/api/src/domains/privacy': ['leaving'],
  'apps/api/src/domains/onboarding': ['onboarding-wizard', 'tour'],
  // The review-requests domain, its landing page (/r/{code}) and webhooks among it, and the WhatsApp stand-in the
  // journey sends through.
  'apps/api/src/domains/review-requests': ['review-requests'],
  'apps/api/src/domains/review-requests/landing': ['review-requests'],
  'tools/whatsapp-standin/': ['review-requests'],
};

/** The specs (names without `.spec.ts`) that cover `files` (paths from the workspace root), or ALL. */
export function specsFor(files) {
  const specs = new Set();
  for (const file of files) {
    const spec = /^tools\/e2e\/specs\/(.+)\.spec\.ts$/.exec(file);
    if (spec) {
      specs.add(spec[1]);
      continue;
    }
    const prefix = Object.keys(SPECS_BY_PATH)
      .filter((candidate) => file.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    if (!prefix) continue;
    if (SPECS_BY_PATH[prefix] === ALL) return ALL;
    for (const name of SPECS_BY_PATH[prefix]) specs.add(name);
  }
  return [...specs].sort();
}
