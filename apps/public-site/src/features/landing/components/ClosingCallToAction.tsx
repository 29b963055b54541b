import { Button, ChevronEndIcon } from '@sumaa/ui';
import { Link } from 'react-router';
import { CallToAction } from '../../../shared/content/CallToAction';
import { useSignedInHome } from '../../../shared/navigation/useSignedInHome';
import { useLandingTexts } from '../hooks/useLandingTexts';
import { FREE_TRIAL_DAYS } from '../lib/marketingFigures';

/** The closing band: the trial for visitors, their own area for signed-in users, and the team for questions. */
export function ClosingCallToAction() {
  const { t } = useLandingTexts();
  const home = useSignedInHome();
  return (
    <CallToAction
      title={t('closing.title')}
      text={home ? t('closing.signedInText') : t('closing.text', { days: FREE_TRIAL_DAYS })}
    >
      {home ? (
        <Button as={Link} to={home.to} size="lg" endIcon={<ChevronEndIcon />}>
          {home.label}
        </Button>
      ) : (
        <Button as={Link} to="/signup" size="lg">
          {t('startTrial')}
        </Button>
      )}
      <Button as={Link} to="/contact" variant="secondary" size="lg">
        {t('closing.contact')}
      </Button>
    </CallToAction>
  );
}
