import { Heading } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeroProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A short label above the title (e.g. "Help centre"). */
  eyebrow?: ReactNode;
  /** One or two sentences under the title saying what the page offers. */
  lead?: ReactNode;
  /** Actions or a search box under the lead. */
  children?: ReactNode;
  /** Centre the hero (landing-like pages); start-aligned by default. */
  centered?: boolean;
}

/** The top of a content page: eyebrow, the h1, the lead paragraph and optional actions. */
export function PageHero({ title, eyebrow, lead, children, centered = false }: PageHeroProps) {
  return (
    <StyledHero $centered={centered}>
      {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
      <StyledTitle level={1}>{title}</StyledTitle>
      {lead && <StyledLead>{lead}</StyledLead>}
      {children}
    </StyledHero>
  );
}

const StyledHero = styled.div<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[4]};
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
`;

const StyledEyebrow = styled.p`
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primarySoftText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTitle = styled(Heading)`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const StyledLead = styled.p`
  max-inline-size: 44rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
