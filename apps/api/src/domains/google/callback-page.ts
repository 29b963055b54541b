// The page the popup lands on after Google: it posts the outcome to the window that opened it, aimed at
// the shell's origin only (PUBLIC_APP_URL), and closes. Opened without an opener (a bookmark, a blocked
// popup turned into a tab), it says what happened in Arabic and English with a link back to the wizard.
// It never contains a token. Its inline script runs under a per-response CSP nonce.
import {
  GOOGLE_CONNECTION_MESSAGE_TYPE,
  translateMessage,
  type GoogleConnectionErrorCode,
  type GoogleConnectionSignal,
  type Language,
  type MessageCode,
} from '@sumaa/contracts';
import { renderPopupLandingPage, type PopupLandingPage } from '../../http/popup-landing-page';

export const CONNECTION_ERROR_MESSAGES: Record<GoogleConnectionErrorCode, MessageCode> = {
  access_denied: 'googleConnectionDenied',
  scope_missing: 'googleScopeMissing',
  invalid_state: 'googleConnectionExpired',
  forbidden: 'googleConnectForbidden',
  token_exchange_failed: 'googleConnectionFailed',
  server_error: 'googleConnectionFailed',
};

export type ConnectionOutcome =
  { status: 'connected' } | { status: 'error'; code: GoogleConnectionErrorCode };

export function connectionSignal(outcome: ConnectionOutcome, language: Language): GoogleConnectionSignal {
  if (outcome.status === 'connected') return { type: GOOGLE_CONNECTION_MESSAGE_TYPE, status: 'connected' };
  return {
    type: GOOGLE_CONNECTION_MESSAGE_TYPE,
    status: 'error',
    code: outcome.code,
    message: translateMessage(CONNECTION_ERROR_MESSAGES[outcome.code], language),
  };
}

export type CallbackPage = PopupLandingPage;

export function renderCallbackPage(options: {
  outcome: ConnectionOutcome;
  language: Language;
  /** The shell: the only origin the signal is posted to, and where the link leads. */
  appUrl: string;
}): CallbackPage {
  const { outcome, language, appUrl } = options;
  const signal = connectionSignal(outcome, language);
  return renderPopupLandingPage({
    language,
    status: signal.status,
    messageCode:
      outcome.status === 'connected' ? 'googleConnectionWindowDone' : CONNECTION_ERROR_MESSAGES[outcome.code],
    appUrl,
    backPath: '/welcome',
    signal,
  });
}
