import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { BellIcon } from '../../icons/BellIcon';
import { InboxIcon } from '../../icons/InboxIcon';
import { focusRing } from '../../theme/mixins';
import { Button } from '../actions/Button';
import { IconButton } from '../actions/IconButton';
import { Text } from '../display/Text';
import { VisuallyHidden } from '../layout/VisuallyHidden';

/** One notification as the panel shows it: already written in the reader's language. */
export interface NotificationsBellItem {
  id: string;
  /** What happened, e.g. "New 5-star review from Sara". */
  text: string;
  /** When, as the reader says it, e.g. "5 minutes ago" / "قبل ٥ دقائق". */
  time: string;
  /** The same moment for machines (ISO 8601), put on the <time> element. */
  dateTime: string;
  unread: boolean;
}

/** A button in the panel's heading row, e.g. "Mark all as read". */
export interface NotificationsBellAction {
  label: string;
  onClick(): void;
  /** Shows a spinner and ignores clicks while the action runs. */
  pending?: boolean;
}

export interface NotificationsBellProps {
  /** The bell's accessible name and tooltip, e.g. "Notifications" / "الإشعارات"; say the unread count in it. */
  label: string;
  /** The panel's heading; the label when left out. */
  title?: string;
  /** What the panel says while there is nothing to show, e.g. "No notifications yet". */
  emptyMessage: string;
  /** A second, smaller line under the empty message, e.g. what will appear here. */
  emptyHint?: string;
  /** The small count on the bell (in the reader's digits, e.g. "٣" or "99+"); none when left out. */
  badge?: string;
  /** The notifications, unread first; the empty message shows when there are none. */
  items?: readonly NotificationsBellItem[];
  /** Said before an unread notification's text to screen readers, e.g. "Unread" / "غير مقروء". */
  unreadLabel?: string;
  /** A notification was chosen; the panel closes and the focus goes back to the bell. */
  onItemSelect?(item: NotificationsBellItem): void;
  /** A button beside the panel's heading, e.g. "Mark all as read". */
  action?: NotificationsBellAction;
  /** Takes the list's place while it loads or after it failed (a spinner, a message with a retry button). */
  status?: ReactNode;
  /** A line above the list, announced as it appears, e.g. why the last action failed. */
  notice?: string;
  /** Told when the panel opens or closes, e.g. to load the list only while it is seen. */
  onOpenChange?(open: boolean): void;
}

/**
 * The header's bell: a disclosure opening a small panel with the notifications (or an honest empty message).
 * Opening moves the focus into the panel; Escape, a click outside or the bell again closes it, and Escape or
 * choosing a notification gives the focus back to the bell. The arrow keys move between notifications.
 */
export function NotificationsBell({
  label,
  title = label,
  emptyMessage,
  emptyHint,
  badge,
  items = [],
  unreadLabel,
  onItemSelect,
  action,
  status,
  notice,
  onOpenChange,
}: NotificationsBellProps) {
  const [open, setOpen] = useState(false);
  const [panelTop, setPanelTop] = useState(0);
  const id = useId().replace(/:/g, '');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Read by the listeners below without re-subscribing them whenever the parent renders.
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChangeRef.current?.(next);
  };

  useEffect(() => {
    if (!open) return undefined;
    // Into the panel, so Tab goes on to its first notification (and a screen reader reads the heading).
    panelRef.current?.focus({ preventScroll: true });
    const close = (focusBell: boolean) => {
      setOpen(false);
      onOpenChangeRef.current?.(false);
      if (focusBell) buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    // Phones place the panel across the screen under the bell; it needs the bell's bottom edge for that.
    setPanelTop(buttonRef.current?.getBoundingClientRect().bottom ?? 0);
    changeOpen(!open);
  };

  const select = (item: NotificationsBellItem) => {
    changeOpen(false);
    buttonRef.current?.focus();
    onItemSelect?.(item);
  };

  const moveBetweenItems = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const last = buttons.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? Math.min(at + 1, last)
            : Math.max(at - 1, 0);
    event.preventDefault();
    buttons[next]?.focus();
  };

  let body: ReactNode;
  if (status) {
    body = <StyledStatus>{status}</StyledStatus>;
  } else if (items.length > 0) {
    body = (
      <StyledList onKeyDown={moveBetweenItems}>
        {items.map((item) => (
          <li key={item.id}>
            <StyledItem type="button" $unread={item.unread} onClick={() => select(item)}>
              <StyledUnreadDot aria-hidden="true" $unread={item.unread} />
              <StyledItemText>
                {item.unread && unreadLabel && <VisuallyHidden>{unreadLabel}: </VisuallyHidden>}
                <StyledItemMessage>{item.text}</StyledItemMessage>
                <StyledTime dateTime={item.dateTime}>{item.time}</StyledTime>
              </StyledItemText>
            </StyledItem>
          </li>
        ))}
      </StyledList>
    );
  } else {
    body = (
      <StyledEmpty>
        <StyledEmptyIcon aria-hidden="true">
          <InboxIcon size="1.5rem" />
        </StyledEmptyIcon>
        <Text weight="semibold">{emptyMessage}</Text>
        {emptyHint && (
          <Text size="sm" tone="secondary">
            {emptyHint}
          </Text>
        )}
      </StyledEmpty>
    );
  }

  return (
    <StyledWrapper ref={wrapperRef}>
      <IconButton
        ref={buttonRef}
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
      >
        <BellIcon />
        {badge && <StyledBadge aria-hidden="true">{badge}</StyledBadge>}
      </IconButton>
      <StyledPanel
        ref={panelRef}
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        hidden={!open}
        style={{ '--panel-top': `${panelTop}px` } as CSSProperties}
      >
        <StyledPanelHeader>
          <StyledTitle id={`${id}-title`}>{title}</StyledTitle>
          {action && (
            <Button variant="ghost" size="sm" loading={action.pending} onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </StyledPanelHeader>
        <StyledNotice role="status">{notice}</StyledNotice>
        {body}
      </StyledPanel>
    </StyledWrapper>
  );
}

const StyledWrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledPanel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[2]});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndices.raised};
  inline-size: 20rem;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }

  &:focus {
    outline: none;
  }

  /* Phones: the bell sits near the screen's edge, so the panel spans the screen just under it. */
  ${({ theme }) => theme.media.belowTablet} {
    position: fixed;
    inset-block-start: calc(var(--panel-top) + ${({ theme }) => theme.space[2]});
    inset-inline: ${({ theme }) => theme.space[3]};
    inline-size: auto;
  }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const StyledEmptyIcon = styled.span`
  display: inline-flex;
  margin-block-end: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** The unread count over the bell's corner (inline end, so it sits on the left in Arabic). */
const StyledBadge = styled.span`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-end: 2px;
  min-inline-size: 1.25rem;
  padding-inline: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.danger.solid};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.25rem;
  text-align: center;
`;

const StyledNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tones.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:not(:empty) {
    margin-block-end: ${({ theme }) => theme.space[2]};
  }
`;

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

/** Long lists scroll inside the panel, so the heading and its action stay in view. */
const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-block-size: min(26rem, 60vh);
  margin: 0;
  margin-inline: calc(-1 * ${({ theme }) => theme.space[2]});
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const StyledItem = styled.button<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const StyledUnreadDot = styled.span<{ $unread: boolean }>`
  flex-shrink: 0;
  inline-size: 8px;
  block-size: 8px;
  margin-block-start: 0.5em;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const StyledItemText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-inline-size: 0;
`;

const StyledItemMessage = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
