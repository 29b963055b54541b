import type { ButtonHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name: an icon alone says nothing to a screen reader. Also shown as the tooltip. */
  'aria-label': string;
  /** The icon (decorative: its meaning is in aria-label). */
  children: ReactNode;
  variant?: IconButtonVariant;
  /** A small dot in the corner, e.g. unread notifications. Describe it in aria-label too. */
  showIndicator?: boolean;
  as?: ElementType;
  to?: string;
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square 44 px button holding only an icon. */
export function IconButton({
  variant = 'ghost',
  showIndicator = false,
  children,
  as,
  type,
  title,
  ...rest
}: IconButtonProps) {
  const isNativeButton = as === undefined || as === 'button';
  return (
    <StyledIconButton
      as={as}
      type={isNativeButton ? (type ?? 'button') : undefined}
      title={title ?? rest['aria-label']}
      $variant={variant}
      {...rest}
    >
      {children}
      {showIndicator && <StyledIndicator aria-hidden="true" />}
    </StyledIconButton>
  );
}

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.textSecondary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textSecondary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
};

const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.touchTarget};
  block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  flex-shrink: 0;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const StyledIndicator = styled.span`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-end: 10px;
  inline-size: 8px;
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.tones.danger.solid};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;
