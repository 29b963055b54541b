import { hasMinimumRole } from '@sumaa/contracts';
import type { AuthContext } from '../../../plugins/app/authentication';
import { forbidden } from '../../../http/app-error';
import { GOOGLE_CONNECT_MIN_ROLE } from '../business-connection';

/** The business this request may connect to (or disconnect from) Google: its admins only, never without one. */
export function businessToConnect(auth: AuthContext): string {
  if (
    !auth.businessId ||
    auth.role === 'super_admin' ||
    !hasMinimumRole(auth.role, GOOGLE_CONNECT_MIN_ROLE)
  ) {
    throw forbidden('googleConnectForbidden');
  }
  return auth.businessId;
}
