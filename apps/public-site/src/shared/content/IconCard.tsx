import { Card, Heading } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface IconCardProps {
  /** A decorative icon (`aria-hidden`), e.g. `<ShieldIcon />`. */
  icon: ReactNode;
  title: ReactNode;
  /** The title's element: h3 under a section's h2 (default), h2 directly under the page's h1. */
  titleAs?: 'h2' | 'h3';
  /** The card's text and any links. */
  children?: ReactNode;
}

/** A card with an icon badge, a title and a few lines (feature, topic, contact channel). */
export function IconCard({ icon, title, titleAs = 'h3', children }: IconCardProps) {
  return (
    <StyledCard padding="md">
      <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      <Heading level={4} as={titleAs}>
        {title}
      </Heading>
      {children && <StyledBody>{children}</StyledBody>}
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  block-size: 100%;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
