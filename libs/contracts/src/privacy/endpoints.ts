// The leaving routes as the browser calls them (zod-free; routes.ts adds the schemas). Admin-level access is the
// hook's first check; that the caller owns the business is the handler's (an admin who is not the owner gets 403).
import { defineEndpoint } from '../http/defineEndpoint';

/** Everything of the business as a ZIP of CSV and JSON files, streamed (owner only). */
export const businessDataExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/export',
  access: { role: 'admin' },
  reply: 'binary',
});

/** Whether the business's deletion is scheduled and when it takes effect (every member: the banner). */
export const businessDeletionStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/business-deletion',
  access: { role: 'viewer' },
});

/** Schedules the business's deletion after the grace period, confirmed by password or two-factor (owner only). */
export const requestBusinessDeletionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/business-deletion',
  access: { role: 'admin' },
});

/** Cancels a scheduled deletion during the grace period (owner only). */
export const cancelBusinessDeletionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/privacy/business-deletion',
  access: { role: 'admin' },
});

/** How the caller confirms deleting their own account, and whether they may (any signed-in user). */
export const accountDeletionStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/account',
  access: 'signedIn',
});

/** Deletes the caller's own account at once; the businesses they belong to stay (owners are refused). */
export const deleteOwnAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/account/delete',
  access: 'signedIn',
});

export const privacyEndpoints = {
  exportData: businessDataExportEndpoint,
  deletionStatus: businessDeletionStatusEndpoint,
  requestDeletion: requestBusinessDeletionEndpoint,
  cancelDeletion: cancelBusinessDeletionEndpoint,
  accountStatus: accountDeletionStatusEndpoint,
  deleteAccount: deleteOwnAccountEndpoint,
} as const;
