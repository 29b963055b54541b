import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseIcon } from '../../icons/CloseIcon';
import { IconButton } from '../actions/IconButton';
import { Heading } from '../display/Heading';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Mounted and shown while true. */
  open: boolean;
  /** Asked for by Escape, the close button and (when allowed) a click on the backdrop. */
  onClose(): void;
  /** The dialog's name (its heading, pointed to by aria-labelledby). */
  title: ReactNode;
  /** A sentence under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** The actions row at the bottom, e.g. confirm and cancel buttons. */
  footer?: ReactNode;
  /** The close button's accessible name, e.g. "Close" / "إغلاق"; without it there is no close button. */
  closeLabel?: string;
  /** A click on the dimmed page around the dialog closes it (default true). */
  closeOnBackdropClick?: boolean;
  /** While true (e.g. a request is running) Escape, the backdrop and the close button do nothing. */
  preventClose?: boolean;
  /** What takes focus on open; defaults to the first focusable element (the close button when shown). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: DialogSize;
  className?: string;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const MAX_WIDTH: Record<DialogSize, string> = { sm: '24rem', md: '30rem', lg: '42rem' };

/**
 * A modal dialog: portalled to the end of <body>, the rest of the page inert and not scrollable, Tab kept
 * inside, Escape closes, and focus goes back to what had it before (usually the opener).
 */
export function Dialog({ open, ...rest }: DialogProps) {
  return open ? <OpenDialog {...rest} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel,
  closeOnBackdropClick = true,
  preventClose = false,
  initialFocusRef,
  size = 'md',
  className,
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The dialog's own child of <body>, so every sibling can be made inert while it is open.
  const [container] = useState(() => document.createElement('div'));

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    document.body.appendChild(container);
    const others = [...document.body.children].filter(
      (element): element is HTMLElement => element !== container && !element.hasAttribute('inert'),
    );
    others.forEach((element) => element.setAttribute('inert', ''));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = initialFocusRef?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialogRef.current)?.focus();
    return () => {
      others.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = previousOverflow;
      container.remove();
      opener?.focus();
    };
    // Runs once per opening: the focus target is read when the dialog appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);

  const requestClose = () => {
    if (!preventClose) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts on the backdrop itself: a text selection dragged out of the dialog is not a dismissal.
    if (closeOnBackdropClick && event.target === event.currentTarget) requestClose();
  };

  return createPortal(
    <StyledBackdrop onMouseDown={onBackdropMouseDown}>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $size={size}
        className={className}
      >
        <StyledHeader>
          <Heading level={3} as="h2" id={titleId}>
            {title}
          </Heading>
          {closeLabel && (
            <StyledClose>
              <IconButton aria-label={closeLabel} disabled={preventClose} onClick={requestClose}>
                <CloseIcon />
              </IconButton>
            </StyledClose>
          )}
        </StyledHeader>
        {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
        {children && <StyledBody>{children}</StyledBody>}
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledDialog>
    </StyledBackdrop>,
    container,
  );
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledDialog = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  max-inline-size: ${({ $size }) => MAX_WIDTH[$size]};
  max-block-size: calc(100vh - ${({ theme }) => theme.space[8]});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  /* The close button sits at the inline end of the title row (right in English, left in Arabic). */
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    flex: 1;
    padding-block-start: ${({ theme }) => theme.space[1]};
  }
`;

const StyledClose = styled.div`
  margin-block-start: -${({ theme }) => theme.space[3]};
  margin-inline-end: -${({ theme }) => theme.space[3]};
`;

const StyledDescription = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;
