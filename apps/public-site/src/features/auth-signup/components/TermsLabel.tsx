import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "I agree to the Terms and Conditions and the Privacy Policy", each a link. They open in a new tab so a
 * half-filled form is not lost by reading them.
 */
export function TermsLabel() {
  const { t } = useTranslation('public-site');
  return (
    <Trans
      t={t}
      i18nKey="signup.terms"
      components={{
        terms: <Link to="/terms" target="_blank" rel="noopener" />,
        privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
      }}
    />
  );
}
