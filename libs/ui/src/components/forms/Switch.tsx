import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';
import { FieldHint } from './FieldHint';
import { useFieldIds } from './useFieldIds';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'value' | 'role' | 'type' | 'children'
> {
  /** The visible name, tied to the switch; clicking it toggles too. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  hint?: ReactNode;
  /** Keeps the label for screen readers only. */
  labelVisuallyHidden?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off setting that applies at once (WAI-ARIA switch: a button with role="switch" and aria-checked).
 * The label sits at the start and the track at the end; the thumb moves towards the end when on, so it
 * slides right in English and left in Arabic (logical properties, no mirroring needed).
 */
export function Switch({
  label,
  checked,
  onCheckedChange,
  hint,
  labelVisuallyHidden = false,
  id,
  className,
  style,
  disabled,
  onClick,
  'aria-describedby': ariaDescribedBy,
  ...buttonProps
}: SwitchProps) {
  const ids = useFieldIds(id, { hasError: false, hasHint: Boolean(hint), describedBy: ariaDescribedBy });
  return (
    <StyledField className={className} style={style}>
      <StyledRow $disabled={Boolean(disabled)}>
        <StyledLabel htmlFor={ids.inputId} $hidden={labelVisuallyHidden}>
          {label}
        </StyledLabel>
        <StyledTrack
          id={ids.inputId}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={ids.describedBy}
          disabled={disabled}
          onClick={(event) => {
            onClick?.(event);
            if (!event.defaultPrevented) onCheckedChange(!checked);
          }}
          {...buttonProps}
        >
          <StyledThumb aria-hidden="true" />
        </StyledTrack>
      </StyledRow>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
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
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

const StyledLabel = styled.label<{ $hidden: boolean }>`
  flex: 1;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const StyledTrack = styled.button`
  position: relative;
  flex-shrink: 0;
  inline-size: 44px;
  block-size: 26px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  /* A 44 px tall hit area around the 26 px track. */
  &::after {
    content: '';
    position: absolute;
    inset-block: -10px;
    inset-inline: -2px;
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const StyledThumb = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-start: 2px;
  inline-size: 18px;
  block-size: 18px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: inset-inline-start ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  [aria-checked='true'] > & {
    inset-inline-start: 20px;
  }
`;
