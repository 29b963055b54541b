import { Button } from '@sumaa/ui';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useLeavingTexts } from './useLeavingTexts';

/** The sidebar foot's way to the member's own account page (open to every member). */
export function MyAccountLink({ to }: { to: string }) {
  return (
    <Suspense fallback={null}>
      <AccountLink to={to} />
    </Suspense>
  );
}

function AccountLink({ to }: { to: string }) {
  const { t } = useLeavingTexts();
  return (
    <Button as={Link} to={to} variant="ghost" size="sm">
      {t('account.link')}
    </Button>
  );
}
