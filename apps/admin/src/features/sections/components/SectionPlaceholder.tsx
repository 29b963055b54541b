import { EmptyState, LayersIcon, PageHeader, Stack } from '@sumaa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionPlaceholderProps {
  /** The section's real title, its h1. */
  title: string;
  /** One line on what the section is for. */
  summary: string;
  /** Extra lines inside the empty state, e.g. the search that brought the admin here. */
  children?: ReactNode;
}

/**
 * A console section whose content comes in a later release: its title and purpose, and an honest empty state
 * saying it is being prepared. No sample figures and no buttons that would do nothing.
 */
export function SectionPlaceholder({ title, summary, children }: SectionPlaceholderProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={6}>
      <PageHeader title={title} description={summary} />
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
