import { Card, Heading, LayersIcon, Stack, Text } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface SectionPlaceholderProps {
  /** The page's real title, its h1. */
  title: string;
  /** One line on what the page is for. */
  summary: string;
  /** Anything said above the empty state, e.g. a greeting. */
  intro?: ReactNode;
  /** Extra lines inside the empty state, e.g. the search that brought the user here. */
  children?: ReactNode;
}

/**
 * A page whose content comes in a later release: its title and purpose, and an honest empty state saying it is
 * being prepared. No sample figures and no buttons that would do nothing.
 */
export function SectionPlaceholder({ title, summary, intro, children }: SectionPlaceholderProps) {
  const { t } = useTranslation('admin');
  const statusId = useId();
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading level={2} as="h1">
          {title}
        </Heading>
        {intro}
        <Text tone="secondary">{summary}</Text>
      </Stack>
      <StyledEmptyState forwardedAs="section" padding="lg" aria-labelledby={statusId}>
        <StyledIcon aria-hidden="true">
          <LayersIcon size="1.75rem" />
        </StyledIcon>
        <Heading level={4} as="h2" id={statusId}>
          {t('preparing.title')}
        </Heading>
        <Text tone="secondary">{t('preparing.message')}</Text>
        {children}
      </StyledEmptyState>
    </Stack>
  );
}

const StyledEmptyState = styled(Card)`
  align-items: center;
  padding-block: ${({ theme }) => theme.space[12]};
  text-align: center;
  border-style: dashed;
  box-shadow: none;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;
