import { useAuthStore } from '@sumaa/api-client';
import { Badge, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { useFrameTexts } from './frameTexts';

/** "Your role: <role>", for the sidebar's foot of an area whose users hold different roles. */
export function UserRoleLine() {
  const { t } = useTranslation('common');
  const { t: tFrame } = useFrameTexts();
  const role = useAuthStore((state) => state.user?.role ?? 'viewer');
  return (
    <Text as="div" size="sm" tone="secondary">
      {tFrame('yourRole')}: <Badge tone="brand">{t(`roles.${role}`)}</Badge>
    </Text>
  );
}
