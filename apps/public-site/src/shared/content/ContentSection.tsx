import { Heading } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface ContentSectionProps {
  /** The section's h2; it also names the section for assistive technology. */
  title: ReactNode;
  /** A line or two under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** An id for in-page links (a table of contents). */
  id?: string;
  className?: string;
}

/** A titled block of a content page: a `<section>` named by its h2. */
export function ContentSection({ title, description, children, id, className }: ContentSectionProps) {
  const titleId = useId();
  return (
    <StyledSection id={id} aria-labelledby={titleId} className={className}>
      <StyledHeader>
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {description && <StyledDescription>{description}</StyledDescription>}
      </StyledHeader>
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  /* In-page links land below the sticky header instead of under it. */
  scroll-margin-block-start: calc(
    ${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]}
  );
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledDescription = styled.p`
  max-inline-size: 44rem;
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
