import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';

export interface DropdownMenuItem {
  id: string;
  label: ReactNode;
  onSelect(): void;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Destructive actions (delete, remove) in the danger colour. */
  tone?: 'default' | 'danger';
}

export interface DropdownMenuProps {
  /** The button's text, or its accessible name when `icon` makes it an icon-only button. */
  label: string;
  items: readonly DropdownMenuItem[];
  /** Shows only this icon in the button (e.g. a "⋯" for row actions); `label` becomes its aria-label. */
  icon?: ReactNode;
  disabled?: boolean;
  /**
   * Which edge of the button the menu hangs from: `end` (default) for a button at the end of a row, `start` for
   * one at the start of its box, so the menu opens over the box and not past its edge. Logical: mirrored in RTL.
   */
  align?: 'start' | 'end';
  className?: string;
}

type FocusTarget = 'first' | 'last';

/** Space kept between an open menu and the window's side edges, in px. */
const VIEWPORT_MARGIN = 8;

/** How far to move a menu sideways so it stays inside the window (0 when it already does). */
function shiftIntoViewport(menu: HTMLElement): number {
  const box = menu.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  if (box.left < VIEWPORT_MARGIN) return VIEWPORT_MARGIN - box.left;
  if (box.right > width - VIEWPORT_MARGIN)
    return Math.max(width - VIEWPORT_MARGIN - box.right, VIEWPORT_MARGIN - box.left);
  return 0;
}

function enabledItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
    (element) => element.getAttribute('aria-disabled') !== 'true',
  );
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item, ArrowUp on the
 * last; arrows move and wrap, Home/End jump, Escape closes and gives focus back to the button, Tab or a click
 * outside closes. The menu hangs from the button's inline end (or start), is moved back inside the window if it
 * would cross its edge, and wraps long items over at most three lines.
 */
export function DropdownMenu({
  label,
  items,
  icon,
  disabled = false,
  align = 'end',
  className,
}: DropdownMenuProps) {
  const [open, setOpen] = useState<FocusTarget | null>(null);
  const [shift, setShift] = useState(0);
  const menuId = `menu${useId().replace(/:/g, '')}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // Measured before the first paint of the open menu, so it never shows past the window's edge.
  useLayoutEffect(() => {
    if (!open || !menuRef.current) {
      setShift(0);
      return;
    }
    setShift(shiftIntoViewport(menuRef.current));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const candidates = enabledItemsOf(menuRef.current);
    (open === 'first' ? candidates[0] : candidates[candidates.length - 1])?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const candidates = enabledItemsOf(menuRef.current);
    const at = candidates.indexOf(document.activeElement as HTMLElement);
    let target: number | null = null;
    if (event.key === 'ArrowDown') target = (at + 1) % candidates.length;
    else if (event.key === 'ArrowUp') target = (at - 1 + candidates.length) % candidates.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = candidates.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (target === null || candidates.length === 0) return;
    event.preventDefault();
    candidates[target].focus();
  };

  const choose = (item: DropdownMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <StyledRoot ref={rootRef} className={className}>
      <StyledTrigger
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        aria-label={icon ? label : undefined}
        title={icon ? label : undefined}
        disabled={disabled}
        $iconOnly={Boolean(icon)}
        onClick={() => setOpen((current) => (current ? null : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        {icon ?? (
          <>
            <span>{label}</span>
            <ChevronDownIcon size="1rem" />
          </>
        )}
      </StyledTrigger>
      {open && (
        <StyledMenu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          // A physical shift (the measured overflow is in screen pixels), so it is written unmirrored.
          style={shift ? { transform: `translateX(${shift}px)` } : undefined}
          $align={align}
        >
          {items.map((item) => (
            <StyledItem
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              $danger={item.tone === 'danger'}
              onClick={() => choose(item)}
            >
              {item.icon && <StyledItemIcon aria-hidden="true">{item.icon}</StyledItemIcon>}
              <StyledItemLabel>{item.label}</StyledItemLabel>
            </StyledItem>
          ))}
        </StyledMenu>
      )}
    </StyledRoot>
  );
}

const StyledRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledTrigger = styled.button<{ $iconOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: ${({ theme }) => theme.sizes.touchTarget};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme, $iconOnly }) => ($iconOnly ? 0 : theme.space[4])};
  border: 1px solid ${({ theme, $iconOnly }) => ($iconOnly ? 'transparent' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $iconOnly }) => ($iconOnly ? 'transparent' : theme.colors.surface)};
  color: ${({ theme, $iconOnly }) => ($iconOnly ? theme.colors.textSecondary : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const StyledMenu = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  /* As wide as its longest item up to the cap, not as narrow as the button it hangs from. */
  inline-size: max-content;
  min-inline-size: min(12rem, calc(100vw - ${2 * VIEWPORT_MARGIN}px));
  max-inline-size: min(20rem, calc(100vw - ${2 * VIEWPORT_MARGIN}px));
  max-block-size: min(24rem, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledItem = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-shrink: 0;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.tones.danger.text : theme.colors.text)};
  text-align: start;
  cursor: pointer;

  &:hover:not([aria-disabled='true']),
  &:focus-visible {
    background: ${({ theme, $danger }) => ($danger ? theme.tones.danger.soft : theme.colors.surfaceMuted)};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

/** A long item (a reply template) wraps, even inside a long word, and is cut after three lines. */
const StyledItemLabel = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  min-inline-size: 0;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: normal;
`;

const StyledItemIcon = styled.span`
  display: inline-flex;
  color: inherit;
`;
