import { Button } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The sidebar foot's way to the member's own account page (open to every member); its text is the area's own. */
export function MyAccountLink({ to }: { to: string }) {
  const { t } = useTranslation('business');
  return (
    <Button as={Link} to={to} variant="ghost" size="sm">
      {t('leaving.accountLink')}
    </Button>
  );
}
