import { useId, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export interface SegmentedControlOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

export interface SegmentedControlProps<Value extends string> {
  /** The group's name (a visually hidden legend), e.g. "Billing period" / "فترة الفوترة". */
  legend: ReactNode;
  /** The choices; their values are checked against `value`'s type (not used to infer it). */
  options: readonly SegmentedControlOption<NoInfer<Value>>[];
  value: Value;
  onChange(value: NoInfer<Value>): void;
  /** The radios' `name`; generated when not given. */
  name?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * One choice out of a few, drawn as pill segments (e.g. monthly / yearly prices). Built on native radio
 * buttons in a fieldset: the group's name, the checked state and the arrow keys come from the browser.
 */
export function SegmentedControl<Value extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  className,
  style,
}: SegmentedControlProps<Value>) {
  const generatedName = `segments${useId().replace(/:/g, '')}`;
  return (
    <StyledFieldset className={className} style={style}>
      <StyledLegend>{legend}</StyledLegend>
      {options.map((option) => (
        <StyledOption key={option.value}>
          <input
            type="radio"
            name={name ?? generatedName}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </StyledOption>
      ))}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLegend = styled.legend`
  ${visuallyHidden}
`;

const StyledOption = styled.label`
  position: relative;
  display: inline-flex;

  input {
    ${visuallyHidden}
  }

  span {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    padding-inline: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    transition: background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  input:focus-visible + span {
    ${focusRing}
  }
`;
