import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertCircleIcon } from '../../icons/AlertCircleIcon';

export interface FieldErrorProps {
  id: string;
  children: ReactNode;
}

/** A field's error message: announced when it appears (role="alert"), pointed to by aria-describedby. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <StyledError id={id} role="alert">
      <AlertCircleIcon size="1em" />
      <span>{children}</span>
    </StyledError>
  );
}

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.tones.danger.text};

  svg {
    margin-block-start: 0.2em;
  }
`;
