import { css } from 'styled-components';

/** The box every text-like control shares (text field, select): border, height, states. */
export const controlBox = css<{ $invalid: boolean }>`
  min-block-size: ${({ theme }) => theme.sizes.controlHeight};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.tones.danger.solid : theme.colors.textSecondary)};
  }
`;

/** The vertical rhythm of a field: label, control, hint, error. */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;
