// "Sign in with Google" in a popup, the onboarding's Google connection's way (spec §2, decisions #14): the
// popup opens inside the click straight on the API's start URL (nothing to fetch first: no one is signed in),
// Google's consent happens there, and the API's page hands back a verified ID token as a message from the
// API's origin, which `onIdToken` signs in with. A popup closed without a message is noticed by polling.
import { getApiBaseUrl } from '@sumaa/api-client';
import { googleSignInSignalSchema, googleSignInStartEndpoint } from '@sumaa/contracts';
import { getLanguage } from '@sumaa/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type GoogleSignInState =
  | { status: 'idle' }
  /** The popup shows Google; waiting for the person there. */
  | { status: 'waiting' }
  /** The ID token arrived; the sign-in with it is under way. */
  | { status: 'signingIn' }
  | { status: 'failed'; message: string }
  | { status: 'closed' }
  | { status: 'blocked' };

export const GOOGLE_SIGN_IN_POPUP_NAME = 'sumaa-google-sign-in';
export const POPUP_POLL_MS = 500;
/** After the popup closed, a message posted just before may still be on its way. */
export const CLOSED_GRACE_MS = 1000;

const POPUP_WIDTH = 520;
const POPUP_HEIGHT = 680;

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

export function useGoogleSignInPopup(onIdToken: (idToken: string) => Promise<void>) {
  const [state, setState] = useState<GoogleSignInState>({ status: 'idle' });
  const popupRef = useRef<Window | null>(null);
  const pollRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const graceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onIdToken);
  latest.current = onIdToken;

  const stopWatching = useCallback(() => {
    if (pollRef.current) clearInterval(pollRef.current);
    if (graceRef.current) clearTimeout(graceRef.current);
    pollRef.current = null;
    graceRef.current = null;
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!popupRef.current) return; // no sign-in under way
      if (event.origin !== new URL(getApiBaseUrl()).origin) return;
      const parsed = googleSignInSignalSchema.safeParse(event.data);
      if (!parsed.success) return;
      stopWatching();
      popupRef.current = null;
      const signal = parsed.data;
      if (signal.status === 'error') {
        setState({ status: 'failed', message: signal.message });
        return;
      }
      setState({ status: 'signingIn' });
      latest.current(signal.idToken).finally(() => setState({ status: 'idle' }));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      stopWatching();
    };
  }, [stopWatching]);

  /** Call it straight from the click: the popup must open inside the person's gesture. */
  const signIn = useCallback(() => {
    stopWatching();
    const url = `${getApiBaseUrl()}${googleSignInStartEndpoint.path}?lang=${getLanguage()}`;
    const popup = window.open(url, GOOGLE_SIGN_IN_POPUP_NAME, popupFeatures());
    if (!popup) {
      popupRef.current = null;
      setState({ status: 'blocked' });
      return;
    }
    popupRef.current = popup;
    popup.focus();
    setState({ status: 'waiting' });
    pollRef.current = setInterval(() => {
      if (!popup.closed || graceRef.current) return;
      if (pollRef.current) clearInterval(pollRef.current);
      pollRef.current = null;
      graceRef.current = setTimeout(() => {
        graceRef.current = null;
        if (popupRef.current !== popup) return; // a message settled it meanwhile
        popupRef.current = null;
        setState({ status: 'closed' });
      }, CLOSED_GRACE_MS);
    }, POPUP_POLL_MS);
  }, [stopWatching]);

  const showPopup = useCallback(() => popupRef.current?.focus(), []);

  return { state, signIn, showPopup };
}
