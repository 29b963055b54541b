import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Toast } from './Toast';
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toastContext';

export interface ToastProviderProps {
  children: ReactNode;
  /** Each toast's close button, e.g. "Dismiss" / "إغلاق". */
  closeLabel: string;
  /** Names the toasts' landmark, e.g. "Notifications" / "الإشعارات". */
  label: string;
  /** Default time on screen for success toasts, in milliseconds. */
  duration?: number;
}

interface ShownToast {
  id: string;
  message: string;
  tone: ToastTone;
  duration: number | null;
}

const DEFAULT_DURATION_MS = 5000;
/** At most this many at once; the oldest goes first. */
const MAX_TOASTS = 3;

/**
 * Short confirmations ("Reply published") and failures, in a polite live region at the bottom inline-end
 * corner. Success toasts leave by themselves; error toasts stay until closed unless a duration is given.
 * Put one provider around an area (libs/ui is bundled per app, so each remote has its own).
 */
export function ToastProvider({
  children,
  closeLabel,
  label,
  duration = DEFAULT_DURATION_MS,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ message, tone = 'success', duration: own }: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      const lifetime = own ?? (tone === 'error' ? null : duration);
      setToasts((current) => [...current, { id, message, tone, duration: lifetime }].slice(-MAX_TOASTS));
      return id;
    },
    [duration],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <StyledRegion aria-label={label}>
        {/* Always in the DOM, so screen readers are already watching it when a toast is added. */}
        <StyledStack role="status" aria-live="polite">
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              message={toast.message}
              tone={toast.tone}
              duration={toast.duration}
              closeLabel={closeLabel}
              onDismiss={() => dismiss(toast.id)}
            />
          ))}
        </StyledStack>
      </StyledRegion>
    </ToastContext.Provider>
  );
}

const StyledRegion = styled.section`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space[4]};
  inset-inline: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  pointer-events: none;

  ${({ theme }) => theme.media.tablet} {
    inset-inline-start: auto;
    inset-inline-end: ${({ theme }) => theme.space[6]};
    inline-size: 24rem;
  }
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
