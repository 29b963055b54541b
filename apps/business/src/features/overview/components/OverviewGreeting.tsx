import { useAuthStore } from '@sumaa/api-client';
import { Text } from '@sumaa/ui';
import { Trans, useTranslation } from 'react-i18next';

/** Greets the signed-in user by name. (The trial's end is not in the session yet, so it is not shown.) */
export function OverviewGreeting() {
  const { t } = useTranslation('business');
  const name = useAuthStore((state) => state.user?.full_name);
  if (!name) return null;
  return (
    <Text size="lg" weight="semibold">
      {/* <bdi>: a Latin name keeps its order inside an Arabic sentence, and an Arabic one inside English. */}
      <Trans
        t={t}
        i18nKey="overview.greeting"
        values={{ name }}
        components={{ name: <bdi /> }}
        // The name is escaped before <name> is parsed and shown as typed, so "<b>" in a name stays text.
        tOptions={{ interpolation: { escapeValue: true } }}
        shouldUnescape
      />
    </Text>
  );
}
