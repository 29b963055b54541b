import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';

export interface SidebarNavItem {
  /** The target path. */
  to: string;
  label: string;
  /** A decorative icon (its meaning is the label). */
  icon?: ReactNode;
  /**
   * Marks the current page (aria-current="page"). Leave it out with react-router's NavLink as `linkAs`:
   * NavLink sets aria-current itself.
   */
  active?: boolean;
  /** With NavLink: match the path exactly (the area's index page). */
  end?: boolean;
  /** Trailing content, e.g. a count badge. */
  badge?: ReactNode;
}

export interface SidebarNavProps {
  items: readonly SidebarNavItem[];
  /** Names the navigation landmark, e.g. "Main navigation" / "التنقل الرئيسي". */
  label: string;
  /**
   * The link component: react-router's `NavLink` (receives `to` and `end`). Without it a plain `<a href>`.
   * Passing it in keeps this library free of the router.
   */
  linkAs?: ElementType;
}

/** The sidebar's list of destinations; the current page is highlighted and announced as current. */
export function SidebarNav({ items, label, linkAs }: SidebarNavProps) {
  return (
    <StyledNav aria-label={label}>
      <StyledList>
        {items.map((item) => {
          const target = linkAs ? { as: linkAs, to: item.to, end: item.end } : { href: item.to };
          const current =
            item.active === undefined ? {} : { 'aria-current': item.active ? ('page' as const) : undefined };
          return (
            <li key={item.to}>
              <StyledLink {...target} {...current}>
                {item.icon && <StyledIcon aria-hidden="true">{item.icon}</StyledIcon>}
                <StyledLabel>{item.label}</StyledLabel>
                {item.badge}
              </StyledLink>
            </li>
          );
        })}
      </StyledList>
    </StyledNav>
  );
}

const StyledNav = styled.nav`
  flex: 1;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled.a`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primarySoftText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  /* A bar on the start edge, so the current page is not told by colour alone. */
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    inset-block: ${({ theme }) => theme.space[2]};
    inset-inline-start: 0;
    inline-size: 3px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

const StyledLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
