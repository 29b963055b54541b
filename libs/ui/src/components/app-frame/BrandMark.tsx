import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface BrandMarkProps {
  /** The product's name in the page's language, e.g. "سمعة" / "Sumaa". */
  name: string;
  /** A small line under the name, e.g. "Business dashboard". */
  tagline?: ReactNode;
  className?: string;
}

/** The logo (a speech bubble holding a star: reviews) with the product name. */
export function BrandMark({ name, tagline, className }: BrandMarkProps) {
  return (
    <StyledBrand className={className}>
      <StyledLogo viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          className="bubble"
          d="M7 3h18a5 5 0 0 1 5 5v12a5 5 0 0 1-5 5h-8l-7 5v-5H7a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z"
        />
        <path
          className="star"
          d="M16 7.5l2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7z"
        />
      </StyledLogo>
      <StyledText>
        <StyledName>{name}</StyledName>
        {tagline && <StyledTagline>{tagline}</StyledTagline>}
      </StyledText>
    </StyledBrand>
  );
}

const StyledBrand = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
`;

const StyledLogo = styled.svg`
  inline-size: 36px;
  block-size: 36px;
  flex-shrink: 0;

  .bubble {
    fill: ${({ theme }) => theme.colors.primary};
  }

  .star {
    fill: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTagline = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
