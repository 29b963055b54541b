import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

export interface TooltipProps {
  /** The short extra description (not the element's name: an icon button still needs its aria-label). */
  content: ReactNode;
  /** One focusable element (a button, a link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<HTMLAttributes<HTMLElement>>;
  /** Where the bubble appears. */
  placement?: 'top' | 'bottom';
  className?: string;
}

/**
 * A tooltip that describes its element: shown on hover and on keyboard focus, hidden on leave, blur or
 * Escape (WCAG 1.4.13: dismissable, and it stays while the pointer moves onto it). It is always in the DOM
 * (hidden), so aria-describedby reads it even before it shows.
 */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const tooltipId = `tooltip${useId().replace(/:/g, '')}`;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!visible) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setVisible(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');

  return (
    <StyledAnchor
      className={className}
      onMouseEnter={() => setVisible(true)}
      onMouseLeave={() => setVisible(false)}
      onFocus={() => setVisible(true)}
      onBlur={() => setVisible(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <StyledBubble role="tooltip" id={tooltipId} hidden={!visible} $placement={placement}>
        {content}
      </StyledBubble>
    </StyledAnchor>
  );
}

const StyledAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledBubble = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  ${({ $placement }) => ($placement === 'top' ? 'inset-block-end' : 'inset-block-start')}: calc(100% + ${({
    theme,
  }) => theme.space[1]});
  /* Centred on the element; translateX(-50%) is mirrored with left in RTL, so it stays centred. */
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  inline-size: max-content;
  max-inline-size: 16rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
  white-space: normal;

  &[hidden] {
    display: none;
  }
`;
