import type { CSSProperties, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import { controlBox, fieldStack } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, unselectable "Choose…" option with the empty value. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  labelVisuallyHidden?: boolean;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
  style?: CSSProperties;
}

/** A native select (the platform's own picker on phones) with label, hint and error. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  labelVisuallyHidden = false,
  id,
  className,
  style,
  required,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds(id, { hasError, hasHint: Boolean(hint), describedBy: ariaDescribedBy });
  return (
    <StyledField className={className} style={style}>
      <FieldLabel htmlFor={ids.inputId} required={required} visuallyHidden={labelVisuallyHidden}>
        {label}
      </FieldLabel>
      <StyledWrapper>
        <StyledSelect
          id={ids.inputId}
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedBy}
          $invalid={hasError}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <StyledChevron aria-hidden="true">
          <ChevronDownIcon size="1.125rem" />
        </StyledChevron>
      </StyledWrapper>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  ${fieldStack}
`;

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlBox}
  appearance: none;
  inline-size: 100%;
  padding-block: 0;
  padding-inline: ${({ theme }) => `${theme.space[3]} ${theme.space[10]}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const StyledChevron = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textSecondary};
  pointer-events: none;
`;
