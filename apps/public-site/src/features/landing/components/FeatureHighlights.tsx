import { ChartIcon, InboxIcon, UsersIcon } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../shared/content/CardGrid';
import { ContentSection } from '../../../shared/content/ContentSection';
import { IconCard } from '../../../shared/content/IconCard';
import { MessageSquareIcon } from '../../../shared/content/icons/MessageSquareIcon';
import { useLandingTexts } from '../hooks/useLandingTexts';

const FEATURES: { key: 'inbox' | 'replies' | 'analytics' | 'team'; icon: ReactNode }[] = [
  { key: 'inbox', icon: <InboxIcon /> },
  { key: 'replies', icon: <MessageSquareIcon /> },
  { key: 'analytics', icon: <ChartIcon /> },
  { key: 'team', icon: <UsersIcon /> },
];

/** The four feature cards of spec §2: what the product does, each something it really does. */
export function FeatureHighlights() {
  const { t } = useLandingTexts();
  return (
    <ContentSection title={t('features.title')} description={t('features.description')}>
      <CardGrid minCardWidth="15rem">
        {FEATURES.map(({ key, icon }) => (
          <IconCard key={key} icon={icon} title={t(`features.${key}.title`)}>
            <p>{t(`features.${key}.text`)}</p>
          </IconCard>
        ))}
      </CardGrid>
    </ContentSection>
  );
}
