import { Button, Card, Heading, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShellFrame } from '../app/ShellFrame';

/** Spec §6: a signed-in user whose role is too low for the page. */
export function NotAllowed() {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  return (
    <ShellFrame>
      <Card role="alert">
        <Heading level={1}>{t('notAllowed.title')}</Heading>
        <Text>{t('notAllowed.message')}</Text>
        <Button as={Link} to="/" variant="secondary">
          {tShell('backHome')}
        </Button>
      </Card>
    </ShellFrame>
  );
}
