import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BellIcon } from '../../icons/BellIcon';
import { InboxIcon } from '../../icons/InboxIcon';
import { IconButton } from '../actions/IconButton';
import { Text } from '../display/Text';

export interface NotificationsBellProps {
  /** The bell's accessible name and tooltip, e.g. "Notifications" / "الإشعارات". */
  label: string;
  /** The panel's heading; the label when left out. */
  title?: string;
  /** What the panel says while there is nothing to show, e.g. "No notifications yet". */
  emptyMessage: string;
  /** A second, smaller line under the empty message, e.g. what will appear here. */
  emptyHint?: string;
}

/**
 * The header's bell: a disclosure opening a small panel. There is no notification feed yet, so the panel says
 * so plainly instead of showing sample items. Escape, a click outside or the bell again closes it.
 */
export function NotificationsBell({ label, title = label, emptyMessage, emptyHint }: NotificationsBellProps) {
  const [open, setOpen] = useState(false);
  const [panelTop, setPanelTop] = useState(0);
  const id = useId().replace(/:/g, '');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
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
    setOpen((wasOpen) => !wasOpen);
  };

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
      </IconButton>
      <StyledPanel
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-title`}
        hidden={!open}
        style={{ '--panel-top': `${panelTop}px` } as CSSProperties}
      >
        <StyledTitle id={`${id}-title`}>{title}</StyledTitle>
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

  /* Phones: the bell sits near the screen's edge, so the panel spans the screen just under it. */
  ${({ theme }) => theme.media.belowTablet} {
    position: fixed;
    inset-block-start: calc(var(--panel-top) + ${({ theme }) => theme.space[2]});
    inset-inline: ${({ theme }) => theme.space[3]};
    inline-size: auto;
  }
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
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
