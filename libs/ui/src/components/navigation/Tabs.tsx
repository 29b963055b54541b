import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { inlineStepOf } from '../../theme/directionOf';

export interface TabItem<Value extends string = string> {
  value: Value;
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<Value extends string = string> {
  /** Names the tab list, e.g. "Report sections" / "أقسام التقرير". */
  label: string;
  items: readonly TabItem<Value>[];
  /** Controlled: the selected tab (with onChange). */
  value?: Value;
  /** Uncontrolled: the tab selected first (defaults to the first enabled one). */
  defaultValue?: Value;
  onChange?(value: Value): void;
  /**
   * `automatic` (default) selects a tab as the arrow keys reach it; `manual` only moves focus and waits for
   * Enter/Space, for panels that are slow to show (they load data).
   */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/**
 * WAI-ARIA tabs: one Tab stop on the selected tab, arrow keys move along the row following the reading
 * direction (ArrowLeft goes to the next tab in Arabic), Home/End jump to the ends; only the selected panel
 * is rendered, named by its tab.
 */
export function Tabs<Value extends string = string>({
  label,
  items,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  className,
}: TabsProps<Value>) {
  const baseId = `tabs${useId().replace(/:/g, '')}`;
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [ownValue, setOwnValue] = useState<Value | undefined>(defaultValue ?? firstEnabled);
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());

  const select = (next: Value) => {
    if (value === undefined) setOwnValue(next);
    if (next !== selected) onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.map((item, position) => ({ item, position })).filter(({ item }) => !item.disabled);
    const at = enabled.findIndex(({ position }) => position === index);
    let target: number | null = null;
    const step = inlineStepOf(event.key, event.currentTarget);
    if (step !== 0) target = (at + step + enabled.length) % enabled.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = enabled.length - 1;
    else if ((event.key === 'Enter' || event.key === ' ') && activation === 'manual') {
      event.preventDefault();
      select(items[index].value);
      return;
    }
    if (target === null) return;
    event.preventDefault();
    const next = enabled[target].item.value;
    tabRefs.current.get(next)?.focus();
    if (activation === 'automatic') select(next);
  };

  const idOf = (item: TabItem<Value>, part: 'tab' | 'panel') => `${baseId}-${part}-${item.value}`;
  const current = items.find((item) => item.value === selected);

  return (
    <div className={className}>
      <StyledList role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <StyledTab
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={idOf(item, 'tab')}
              aria-selected={isSelected}
              aria-controls={isSelected ? idOf(item, 'panel') : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledList>
      {current && (
        <StyledPanel
          role="tabpanel"
          id={idOf(current, 'panel')}
          aria-labelledby={idOf(current, 'tab')}
          tabIndex={0}
        >
          {current.panel}
        </StyledPanel>
      )}
    </div>
  );
}

const StyledList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const StyledTab = styled.button`
  flex-shrink: 0;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 0;
  border-block-end: 3px solid transparent;
  margin-block-end: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

const StyledPanel = styled.div`
  padding-block: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline-offset: 2px;
  }
`;
