import type { ElementType, HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../layout/Stack';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  padding?: CardPadding;
  /** A raised card (shadow) rather than a flat bordered one. */
  elevated?: boolean;
  as?: ElementType;
}

const PADDING: Record<CardPadding, SpaceToken> = { none: 0, sm: 3, md: 5, lg: 8 };

/** A surface grouping related content. */
export function Card({ padding = 'md', elevated = false, ...rest }: CardProps) {
  return <StyledCard $padding={PADDING[padding]} $elevated={elevated} {...rest} />;
}

const StyledCard = styled.div<{ $padding: SpaceToken; $elevated: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.sm)};
  min-inline-size: 0;
`;
