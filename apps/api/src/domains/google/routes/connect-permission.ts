import type { AuthContext } from '../../auth';
import { forbidden } from '../../../http/app-error';

/**
 * The business this request connects to (or disconnects from) Google. The route's declaration already let
 * only admins in; the super admin passes that role check but has no business, so it is refused here.
 */
export function businessToConnect(auth: AuthContext): string {
  if (!auth.businessId) throw forbidden('googleConnectForbidden');
  return auth.businessId;
}
