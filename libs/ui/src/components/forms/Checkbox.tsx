import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../../icons/CheckIcon';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { useFieldIds } from './useFieldIds';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** May hold a link, e.g. "I accept the <a>terms</a>". */
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
  style?: CSSProperties;
}

/** A native checkbox drawn in the brand colours, with its label as a 44 px tall touch target. */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  style,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, { hasError, hasHint: Boolean(hint), describedBy: ariaDescribedBy });
  return (
    <StyledField className={className} style={style}>
      <StyledRow $disabled={Boolean(disabled)}>
        <StyledBox>
          <StyledInput
            type="checkbox"
            id={ids.inputId}
            disabled={disabled}
            aria-invalid={hasError || undefined}
            aria-describedby={ids.describedBy}
            $invalid={hasError}
            {...inputProps}
          />
          <StyledMark aria-hidden="true">
            <CheckIcon size="14px" strokeWidth={3} />
          </StyledMark>
        </StyledBox>
        <StyledText htmlFor={ids.inputId}>{label}</StyledText>
      </StyledRow>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledRow = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[2]};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

const StyledBox = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  inline-size: 22px;
  block-size: 22px;
  margin-block-start: 2px;
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  appearance: none;
  margin: 0;
  inline-size: 100%;
  block-size: 100%;
  border: 2px solid
    ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
  }

  &:checked + span {
    opacity: 1;
  }
`;

const StyledMark = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  pointer-events: none;
  opacity: 0;
`;

const StyledText = styled.label`
  flex: 1;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
`;
