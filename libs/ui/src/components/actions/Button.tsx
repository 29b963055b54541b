import type { ButtonHTMLAttributes, ElementType, MouseEvent, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../feedback/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus (the label stays readable). */
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Render as another element or component, e.g. `as="a"` or `as={Link}` from react-router. */
  as?: ElementType;
  /** Passed on when rendered as a link component (`as={Link} to="/"`). */
  to?: string;
  href?: string;
  target?: string;
  rel?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  as,
  type,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const isNativeButton = as === undefined || as === 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || (!isNativeButton && disabled)) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      as={as}
      type={isNativeButton ? (type ?? 'button') : undefined}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={loading || (!isNativeButton && disabled) ? true : undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : startIcon}
      {children !== undefined && <StyledLabel>{children}</StyledLabel>}
      {endIcon}
    </StyledButton>
  );
}

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primarySoftText};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySoft};
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primarySoftText};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primarySoftText};
    border-color: transparent;
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.primarySoftText};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.tones.danger.solid};
    color: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.tones.danger.solid};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.tones.danger.text};
      border-color: ${({ theme }) => theme.tones.danger.text};
      color: ${({ theme }) => theme.colors.textInverse};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-block-size: 36px;
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    ${({ theme }) => theme.media.coarsePointer} {
      min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    }
  `,
  md: css`
    min-block-size: ${({ theme }) => theme.sizes.controlHeight};
    padding-inline: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-block-size: ${({ theme }) => theme.sizes.controlHeightLg};
    padding-inline: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $loading: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-inline-size: 100%;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: ${({ $loading }) => ($loading ? 'progress' : 'pointer')};
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}

  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/* Where the row is narrower than the label (a phone), the words wrap inside the button instead of running past
   the screen's edge; the button itself never grows past its container. */
const StyledLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: normal;
  text-align: center;
`;
