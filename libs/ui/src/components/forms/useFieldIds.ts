import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** The value for aria-describedby: the error first (it matters most), then the hint, then the caller's own. */
  describedBy: string | undefined;
}

/** Ties a control to its label, hint and error through ids, so screen readers read them together. */
export function useFieldIds(
  id: string | undefined,
  { hasHint, hasError, describedBy }: { hasHint: boolean; hasError: boolean; describedBy?: string },
): FieldIds {
  const generated = useId();
  const inputId = id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const parts = [hasError ? errorId : undefined, hasHint ? hintId : undefined, describedBy].filter(Boolean);
  return { inputId, hintId, errorId, describedBy: parts.length ? parts.join(' ') : undefined };
}
