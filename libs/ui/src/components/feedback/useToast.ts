import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toastContext';

/** Shows confirmations ("Reply published") and failures as toasts; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
