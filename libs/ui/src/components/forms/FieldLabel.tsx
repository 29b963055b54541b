import type { LabelHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export interface FieldLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  children: ReactNode;
  /** Adds a visual asterisk; the control's own `required` attribute is what screen readers announce. */
  required?: boolean;
  /** Keeps the label for screen readers only, when the layout already makes the purpose obvious. */
  visuallyHidden?: boolean;
}

export function FieldLabel({
  children,
  required = false,
  visuallyHidden: hidden = false,
  ...rest
}: FieldLabelProps) {
  return (
    <StyledLabel $hidden={hidden} {...rest}>
      {children}
      {required && <StyledRequired aria-hidden="true"> *</StyledRequired>}
    </StyledLabel>
  );
}

const StyledLabel = styled.label<{ $hidden: boolean }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.tones.danger.text};
`;
