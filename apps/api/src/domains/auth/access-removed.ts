// A member whose access was removed (deactivated, with no other business to work for): their sessions are
// revoked with this reason, and the next request or refresh answers 401 `accessRemoved`. The code travels in
// `errors.code` like the other 401s a client must tell apart from an expired session (`googleNotConnected`),
// so the browser sends them to the login page with this message instead of trying a refresh.
import { translateMessage, type Envelope, type Language } from '@sumaa/contracts';

export const ACCESS_REMOVED_REASON = 'access_removed';

/** The envelope field naming the condition (as GOOGLE_ERROR_CODE_FIELD). */
const ERROR_CODE_FIELD = 'code';

export function accessRemovedEnvelope(language: Language): Envelope<null> {
  return {
    success: false,
    message: translateMessage('accessRemoved', language),
    errors: { [ERROR_CODE_FIELD]: ['accessRemoved'] },
    model: null,
  };
}
