import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import { controlBox, fieldStack } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** The error message; when set the input is aria-invalid and describes itself with it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Keeps the label for screen readers only. */
  labelVisuallyHidden?: boolean;
  /** Shown inside the box at the start side (an icon, a "+966" prefix). */
  startAdornment?: ReactNode;
  /** Shown inside the box at the end side (e.g. the password toggle). */
  endAdornment?: ReactNode;
  /** The input element; works with react-hook-form's `register`. */
  ref?: Ref<HTMLInputElement>;
  /** Applied to the outer wrapper, so `styled(TextField)` positions the whole field. */
  className?: string;
  style?: CSSProperties;
}

/**
 * A labelled text input with hint and error. Pass `dir="ltr"` for Latin-only values (e-mail, URLs)
 * on Arabic pages so they read and edit left to right.
 */
export function TextField({
  label,
  error,
  hint,
  labelVisuallyHidden = false,
  startAdornment,
  endAdornment,
  id,
  className,
  style,
  required,
  disabled,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, { hasError, hasHint: Boolean(hint), describedBy: ariaDescribedBy });
  return (
    <StyledField className={className} style={style}>
      <FieldLabel htmlFor={ids.inputId} required={required} visuallyHidden={labelVisuallyHidden}>
        {label}
      </FieldLabel>
      {/* The box takes the value's direction, so a "+966" prefix sits before a left-to-right number. */}
      <StyledControl $invalid={hasError} $disabled={Boolean(disabled)} dir={inputProps.dir}>
        {startAdornment && <StyledAdornment>{startAdornment}</StyledAdornment>}
        <StyledInput
          id={ids.inputId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedBy}
          {...inputProps}
        />
        {endAdornment && <StyledAdornment>{endAdornment}</StyledAdornment>}
      </StyledControl>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  ${fieldStack}
`;

const StyledControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};

  &:focus-within {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.primary)};
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-inline-size: 0;
  min-block-size: calc(${({ theme }) => theme.sizes.controlHeight} - 2px);
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  /* 16 px minimum stops iOS Safari zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const StyledAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  padding-inline: ${({ theme }) => theme.space[1]};

  &:first-child {
    padding-inline-start: ${({ theme }) => theme.space[3]};
  }
`;
