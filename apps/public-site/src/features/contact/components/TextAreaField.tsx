import { FieldError, FieldHint, FieldLabel, useFieldIds } from '@sumaa/ui';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** The textarea element; works with react-hook-form's `register`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line field with hint and error, wired like the kit's TextField (label by id, error first in
 * aria-describedby). The UI kit has no textarea yet; this one uses its field parts and tokens.
 */
export function TextAreaField({ label, error, hint, id, rows = 6, ...textareaProps }: TextAreaFieldProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, { hasError, hasHint: Boolean(hint) });
  return (
    <StyledField>
      <FieldLabel htmlFor={ids.inputId}>{label}</FieldLabel>
      <StyledTextArea
        id={ids.inputId}
        rows={rows}
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
        $invalid={hasError}
        {...textareaProps}
      />
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  inline-size: 100%;
  min-block-size: 8rem;
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;
  resize: vertical;

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.textSecondary)};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.primary)};
  }
`;
