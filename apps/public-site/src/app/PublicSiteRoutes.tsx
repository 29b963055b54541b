import { QueryProvider } from '@sumaa/app-kit';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/components/LandingPage';
import { SiteLayout } from '../features/site-frame/components/SiteLayout';

// The auth pages load on demand: the landing page, the first thing most visitors see, then carries neither the
// form library nor the validation schemas.
const LoginPage = lazy(() =>
  import('../features/auth-login/components/LoginPage').then((module) => ({ default: module.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth-signup/components/SignupPage').then((module) => ({ default: module.SignupPage })),
);
const CheckEmailPage = lazy(() =>
  import('../features/auth-check-email/components/CheckEmailPage').then((module) => ({
    default: module.CheckEmailPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth-verify-email/components/VerifyEmailPage').then((module) => ({
    default: module.VerifyEmailPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth-forgot-password/components/ForgotPasswordPage').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth-reset-password/components/ResetPasswordPage').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const TeamInvitationPage = lazy(() =>
  import('../features/team-invitation/components/TeamInvitationPage').then((module) => ({
    default: module.TeamInvitationPage,
  })),
);

// The plan cards are below the fold of the landing page: their code and texts load after the first screen.
const PlanList = lazy(() =>
  import('../features/pricing/components/PlanList').then((module) => ({ default: module.PlanList })),
);
const PricingPage = lazy(() =>
  import('../features/pricing/components/PricingPage').then((module) => ({ default: module.PricingPage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/components/ContactPage').then((module) => ({ default: module.ContactPage })),
);
const ComingSoonPage = lazy(() =>
  import('../features/coming-soon/components/ComingSoonPage').then((module) => ({
    default: module.ComingSoonPage,
  })),
);

// Content pages (features, help, security, support): each a chunk carrying its own texts.
const FeaturesPage = lazy(() =>
  import('../features/features-page/components/FeaturesPage').then((module) => ({
    default: module.FeaturesPage,
  })),
);
const HelpCenterPage = lazy(() =>
  import('../features/help/components/HelpCenterPage').then((module) => ({ default: module.HelpCenterPage })),
);
const HelpCategoryPage = lazy(() =>
  import('../features/help/components/HelpCategoryPage').then((module) => ({
    default: module.HelpCategoryPage,
  })),
);
const HelpArticlePage = lazy(() =>
  import('../features/help/components/HelpArticlePage').then((module) => ({
    default: module.HelpArticlePage,
  })),
);
const SecurityPage = lazy(() =>
  import('../features/security/components/SecurityPage').then((module) => ({ default: module.SecurityPage })),
);
const SupportPage = lazy(() =>
  import('../features/support/components/SupportPage').then((module) => ({ default: module.SupportPage })),
);

// Content pages (legal, about, blog, careers, contact channels): each a chunk carrying its own texts.
const TermsPage = lazy(() =>
  import('../features/legal/components/TermsPage').then((module) => ({ default: module.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/legal/components/PrivacyPage').then((module) => ({ default: module.PrivacyPage })),
);
const AboutPage = lazy(() =>
  import('../features/about/components/AboutPage').then((module) => ({ default: module.AboutPage })),
);
const BlogListPage = lazy(() =>
  import('../features/blog/components/BlogListPage').then((module) => ({ default: module.BlogListPage })),
);
const BlogPostPage = lazy(() =>
  import('../features/blog/components/BlogPostPage').then((module) => ({ default: module.BlogPostPage })),
);
const CareersPage = lazy(() =>
  import('../features/careers/components/CareersPage').then((module) => ({ default: module.CareersPage })),
);
const ContactChannelsPage = lazy(() =>
  import('../features/contact-channels/components/ContactChannelsPage').then((module) => ({
    default: module.ContactChannelsPage,
  })),
);

const PUBLIC_QUERIES = { staleTime: 5 * 60_000 };

export interface PublicSiteRoutesProps {
  /** Where the shell mounts this remote ("/"). */
  basePath: string;
}

/**
 * The public site's pages inside the public header and footer. The shell guards the guest-only pages
 * (/login, /signup, /forgot-password) and owns /admin, /customer and /welcome; anything else unknown → home.
 */
export function PublicSiteRoutes({ basePath }: PublicSiteRoutesProps) {
  return (
    <Routes>
      <Route
        element={
          // The public data (plans, the launch date) changes rarely: no refetch on every focus or mount.
          <QueryProvider queries={PUBLIC_QUERIES}>
            <SiteLayout />
          </QueryProvider>
        }
      >
        <Route index element={<LandingPage plans={<PlanList period="month" headingAs="h3" />} />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="check-email" element={<CheckEmailPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {/* The token is optional here so that a link cut short says so instead of landing on the home page. */}
        <Route path="invite/:token?" element={<TeamInvitationPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="soon" element={<ComingSoonPage />} />
        <Route path="features" element={<FeaturesPage />} />
        <Route path="help" element={<HelpCenterPage />} />
        <Route path="help/:categoryId" element={<HelpCategoryPage />} />
        <Route path="help/:categoryId/:articleId" element={<HelpArticlePage />} />
        {/* Deeper unknown help addresses go back to the help centre, not the home page. */}
        <Route path="help/*" element={<Navigate to="/help" replace />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="contact2" element={<ContactChannelsPage />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Route>
    </Routes>
  );
}
