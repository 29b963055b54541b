// Connecting Google in a popup (spec §7, decisions #14): the popup is opened inside the click (a blank one,
// so no popup blocker steps in while the ticket is fetched), then sent to the API's one-time URL. The outcome
// arrives as a signal from the API's origin; a popup closed without one is noticed by polling `closed`.
import { errorTextOf } from '../../../shared/errorText';
import { getLanguage } from '@sumaa/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateGoogleLoginTicket } from '../api/createGoogleLoginTicket';
import { useFetchGoogleConnectionStatus } from '../api/getGoogleConnectionStatus';
import { apiOrigin, readConnectionSignal } from '../googleConnectionSignal';

export type GoogleConnectionState =
  | { status: 'idle' }
  /** The blank popup is open; the one-time URL is being fetched. */
  | { status: 'opening' }
  /** The popup shows Google; waiting for the user there. */
  | { status: 'waiting' }
  /** The popup closed without a signal: asking the server whether the connection was made anyway. */
  | { status: 'checking' }
  | { status: 'connected' }
  | { status: 'failed'; message: string }
  | { status: 'closed' }
  | { status: 'blocked' };

export interface GoogleConnectionTexts {
  /** Shown in the blank popup until Google's page arrives. */
  popupLoading: string;
  /** When the one-time URL could not be had and the server gave no message. */
  startFailed: string;
}

export interface UseGoogleConnectionPopupOptions {
  texts: GoogleConnectionTexts;
  onConnected(): void | Promise<void>;
}

export const POPUP_NAME = 'sumaa-google-connection';
/** How often the popup's `closed` is looked at. */
export const POPUP_POLL_MS = 500;
/** After the popup closed, a signal posted just before may still be on its way. */
export const CLOSED_GRACE_MS = 1000;

const POPUP_WIDTH = 520;
const POPUP_HEIGHT = 680;

/** A popup of Google's usual size, centred on this window. */
function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/** Words in the blank popup while it waits, in the page's language (it is ours until it leaves for the API). */
function showWaitingText(popup: Window, text: string): void {
  try {
    const language = getLanguage();
    popup.document.documentElement.lang = language;
    popup.document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
    popup.document.title = text;
    popup.document.body.textContent = text;
  } catch {
    // A popup of the same name left on Google's page from an earlier try is not ours to write in.
  }
}

export function useGoogleConnectionPopup({ texts, onConnected }: UseGoogleConnectionPopupOptions) {
  const [state, setState] = useState<GoogleConnectionState>({ status: 'idle' });
  const ticket = useCreateGoogleLoginTicket();
  const fetchConnectionStatus = useFetchGoogleConnectionStatus();
  const popupRef = useRef<Window | null>(null);
  const pollRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const graceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The attempt under way; a late answer of an earlier attempt is dropped.
  const attemptRef = useRef(0);
  const latest = useRef({ texts, onConnected });
  latest.current = { texts, onConnected };

  const stopWatching = useCallback(() => {
    if (pollRef.current) clearInterval(pollRef.current);
    if (graceRef.current) clearTimeout(graceRef.current);
    pollRef.current = null;
    graceRef.current = null;
  }, []);

  const settle = useCallback(
    (next: GoogleConnectionState) => {
      stopWatching();
      attemptRef.current += 1;
      popupRef.current = null;
      setState(next);
      if (next.status === 'connected') void latest.current.onConnected();
    },
    [stopWatching],
  );

  const handleClosedWithoutSignal = useCallback(
    async (attempt: number) => {
      setState({ status: 'checking' });
      let connected = false;
      try {
        connected = (await fetchConnectionStatus()).connected;
      } catch {
        // Not knowing is the same as not connected here: the user can simply try again.
      }
      if (attempt !== attemptRef.current) return;
      settle(connected ? { status: 'connected' } : { status: 'closed' });
    },
    [fetchConnectionStatus, settle],
  );

  const watch = useCallback(
    (popup: Window, attempt: number) => {
      pollRef.current = setInterval(() => {
        if (!popup.closed || graceRef.current) return;
        if (pollRef.current) clearInterval(pollRef.current);
        pollRef.current = null;
        graceRef.current = setTimeout(() => {
          graceRef.current = null;
          if (attempt === attemptRef.current) void handleClosedWithoutSignal(attempt);
        }, CLOSED_GRACE_MS);
      }, POPUP_POLL_MS);
    },
    [handleClosedWithoutSignal],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!popupRef.current) return; // no connection under way
      const signal = readConnectionSignal(event, apiOrigin());
      if (!signal) return;
      settle(
        signal.status === 'connected'
          ? { status: 'connected' }
          : { status: 'failed', message: signal.message },
      );
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      stopWatching();
    };
  }, [settle, stopWatching]);

  /** Call it straight from the click: the popup must open inside the user's gesture. */
  const connect = useCallback(() => {
    stopWatching();
    attemptRef.current += 1;
    const attempt = attemptRef.current;
    const popup = window.open('', POPUP_NAME, popupFeatures());
    if (!popup) {
      popupRef.current = null;
      setState({ status: 'blocked' });
      return;
    }
    popupRef.current = popup;
    showWaitingText(popup, latest.current.texts.popupLoading);
    popup.focus();
    setState({ status: 'opening' });
    watch(popup, attempt);

    ticket.mutateAsync().then(
      ({ url }) => {
        if (attempt !== attemptRef.current || popup.closed) return; // the poll reports a closed popup
        popup.location.replace(url);
        setState({ status: 'waiting' });
      },
      (error: unknown) => {
        if (attempt !== attemptRef.current) return;
        popup.close();
        settle({ status: 'failed', message: errorTextOf(error, latest.current.texts.startFailed) });
      },
    );
  }, [settle, stopWatching, ticket, watch]);

  const showPopup = useCallback(() => popupRef.current?.focus(), []);

  return { state, connect, showPopup };
}
