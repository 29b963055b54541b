import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export type ProseProps = HTMLAttributes<HTMLDivElement>;

/**
 * Long-form text (an article, a legal section): readable line length, relaxed line height, spacing for
 * paragraphs, h2/h3, ordered and unordered lists. Lists keep their markers on the start side in both directions.
 */
export function Prose(props: ProseProps) {
  return <StyledProse {...props} />;
}

const StyledProse = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 46rem;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text};

  h2 {
    margin-block-start: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  ul,
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }

  /* Step numbers in the page's digits: ١، ٢، ٣ in Arabic, like every other number on an Arabic page. */
  ol:lang(ar) {
    list-style-type: arabic-indic;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
