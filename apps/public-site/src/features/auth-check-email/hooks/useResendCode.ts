import { ApiError, authApi } from '@sumaa/api-client';
import { useState } from 'react';

export type ResendStatus = 'idle' | 'loading' | 'sent' | 'error';

export interface ResendCode {
  status: ResendStatus;
  /** On error: the server's message when it gave one (e.g. too many requests), else null. */
  serverMessage: string | null;
  resend(email: string): Promise<void>;
}

/** Asks the server for a new verification code (spec §4 "Resend e-mail": idle, loading, sent, error). */
export function useResendCode(): ResendCode {
  const [status, setStatus] = useState<ResendStatus>('idle');
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const resend = async (email: string) => {
    setStatus('loading');
    setServerMessage(null);
    try {
      await authApi.sendEmailOtp(email);
      setStatus('sent');
    } catch (error) {
      setServerMessage(error instanceof ApiError && error.status !== 0 ? error.serverMessage : null);
      setStatus('error');
    }
  };

  return { status, serverMessage, resend };
}
