import { EmptyState, LayersIcon, PageHeader, Stack } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionPlaceholderProps {
  /** The page's real title, its h1. */
  title: string;
  /** One line on what the page is for. */
  summary: string;
  /** Anything said between the title and the summary, e.g. a greeting. */
  intro?: ReactNode;
  /** Extra lines inside the empty state, e.g. the search that brought the user here. */
  children?: ReactNode;
}

/**
 * A dashboard page whose content comes in a later release: its title and purpose, and an honest empty state
 * saying it is being prepared. No sample figures and no buttons that would do nothing.
 */
export function SectionPlaceholder({ title, summary, intro, children }: SectionPlaceholderProps) {
  const { t } = useTranslation('business');
  return (
    <Stack gap={6}>
      <PageHeader title={title} intro={intro} description={summary} />
      <EmptyState
        icon={<LayersIcon size="1.75rem" />}
        title={t('preparing.title')}
        message={t('preparing.message')}
      >
        {children}
      </EmptyState>
    </Stack>
  );
}
