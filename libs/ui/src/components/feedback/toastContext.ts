import { createContext } from 'react';

export type ToastTone = 'success' | 'error';

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it goes away by itself (paused while hovered or focused); default 5000. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

/** Filled by ToastProvider; useToast reads it. */
export const ToastContext = createContext<ToastApi | null>(null);
