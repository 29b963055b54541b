import type { ReactNode, SVGAttributes } from 'react';
import styled, { css } from 'styled-components';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Width and height, any CSS length (default 1.25em, so the icon follows the text size). */
  size?: string;
  /** When given, the icon is announced with this text; otherwise it is hidden from assistive technology. */
  title?: string;
}

export interface SvgIconProps extends IconProps {
  children: ReactNode;
  viewBox?: string;
  /** Directional icons (arrows, chevrons, "log out") point the other way in right-to-left pages. */
  mirrorInRtl?: boolean;
  /** Stroke icons (the default) draw with currentColor lines; filled icons paint their own shapes. */
  variant?: 'stroke' | 'fill';
}

/** The base of every icon: 24×24 stroke drawings in currentColor, decorative unless titled. */
export function SvgIcon({
  size = '1.25em',
  title,
  children,
  viewBox = '0 0 24 24',
  mirrorInRtl = false,
  variant = 'stroke',
  ...rest
}: SvgIconProps) {
  const stroke =
    variant === 'stroke'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' };
  return (
    <StyledSvg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={size}
      height={size}
      focusable="false"
      $mirror={mirrorInRtl}
      {...stroke}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </StyledSvg>
  );
}

const StyledSvg = styled.svg<{ $mirror: boolean }>`
  flex-shrink: 0;
  vertical-align: middle;
  ${({ $mirror }) =>
    $mirror &&
    css`
      [dir='rtl'] & {
        transform: scaleX(-1);
      }
    `}
`;
