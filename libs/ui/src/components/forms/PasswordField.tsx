import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon } from '../../icons/EyeIcon';
import { EyeOffIcon } from '../../icons/EyeOffIcon';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** The toggle's accessible name, e.g. "Show password" / "إظهار كلمة المرور". */
  showLabel: string;
  /** The toggle's tooltip while the password is shown, e.g. "Hide password". */
  hideLabel: string;
}

/**
 * A password input with a show/hide toggle. Following the WAI-ARIA toggle-button pattern, the toggle keeps
 * one name and reports its state with aria-pressed, which screen readers announce ("pressed"/"not pressed").
 */
export function PasswordField({
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <StyledToggle
          type="button"
          aria-label={showLabel}
          aria-pressed={visible}
          title={visible ? hideLabel : showLabel}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </StyledToggle>
      }
    />
  );
}

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
