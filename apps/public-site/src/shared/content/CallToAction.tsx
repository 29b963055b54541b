import { Heading } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface CallToActionProps {
  /** The block's h2. */
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or links. */
  children: ReactNode;
}

/** A closing band at the bottom of a content page: a title, a line and the next step (e.g. start the trial). */
export function CallToAction({ title, text, children }: CallToActionProps) {
  const titleId = useId();
  return (
    <StyledBand aria-labelledby={titleId}>
      <StyledCopy>
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {text && <StyledText>{text}</StyledText>}
      </StyledCopy>
      <StyledActions>{children}</StyledActions>
    </StyledBand>
  );
}

const StyledBand = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.tones.brand.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySoft};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space[10]};
  }
`;

const StyledCopy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-inline-size: 40rem;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/* Full-width buttons one under the other on phones (one thumb-sized target each); a row from tablet width. */
const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    flex-shrink: 0;
  }
`;
