import { useAuthStore } from '@sumaa/api-client';
import { Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';

/** Greets the signed-in user by name. (The trial's end is not in the session yet, so it is not shown.) */
export function OverviewGreeting() {
  const { t } = useTranslation('business');
  const name = useAuthStore((state) => state.user?.full_name);
  if (!name) return null;
  return (
    <Text size="lg" weight="semibold">
      {/* First-strong isolation: a Latin name keeps its order inside an Arabic sentence, and vice versa. */}
      {t('overview.greeting', { name: `\u2068${name}\u2069` })}
    </Text>
  );
}
