import { ApiError, homePathFor, type SessionUser, useAuthStore } from '@sumaa/api-client';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export type VerifyEmailState =
  | { status: 'invalid-link' }
  | { status: 'verifying' }
  /** The code was refused (wrong, expired, too many tries): only a new code helps. */
  | { status: 'failed'; message: string | null }
  /** The server could not be reached or failed: trying again may help. */
  | { status: 'error'; message: string | null };

/**
 * One confirmation per link and page load. An OTP may be submitted only once: a second, identical request
 * (React StrictMode runs effects twice; a remount re-runs them) would count as a wrong attempt on the server.
 * So the first request is kept here and every later run of the effect waits for that same promise.
 */
const confirmations = new Map<string, Promise<SessionUser>>();

function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Confirms `email` with `otp` and, once confirmed, takes the user home (a new user: /welcome). Messages are
 * the server's (already in the reader's language) or null, for the page to put its own text in.
 */
export function useVerifyEmail(email: string, otp: string) {
  const verifyEmail = useAuthStore((state) => state.verifyEmail);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<VerifyEmailState>(
    email && otp ? { status: 'verifying' } : { status: 'invalid-link' },
  );

  useEffect(() => {
    if (!email || !otp) {
      setState({ status: 'invalid-link' });
      return undefined;
    }
    let current = true;
    setState({ status: 'verifying' });
    const key = `${email.toLowerCase()}\n${otp}`;
    let confirmation = confirmations.get(key);
    if (!confirmation) {
      confirmation = verifyEmail(email, otp);
      confirmations.set(key, confirmation);
    }
    confirmation.then(
      (user) => {
        if (!current) return;
        navigate(homePathFor(user), { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (isTransient(error)) {
          // Nothing was decided about the code; let "try again" send it once more.
          confirmations.delete(key);
          // The client's own text says "offline" or "server error" in the reader's language.
          setState({ status: 'error', message: error instanceof ApiError ? error.message : null });
        } else {
          setState({ status: 'failed', message: error instanceof ApiError ? error.serverMessage : null });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [email, otp, attempt, verifyEmail, navigate]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
