// Leaving (PDPL): the business's data export, its deletion after a grace period, and a member's own account.
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
  accountDeletedSchema,
  accountDeletionStatusSchema,
  businessDeletionStatusSchema,
  leavingConfirmationSchema,
} from './models';
import {
  accountDeletionStatusEndpoint,
  businessDataExportEndpoint,
  businessDeletionStatusEndpoint,
  cancelBusinessDeletionEndpoint,
  deleteOwnAccountEndpoint,
  requestBusinessDeletionEndpoint,
} from './endpoints';

const TAGS = ['Privacy'] as const;

export const businessDataExportRoute = defineRoute({
  ...businessDataExportEndpoint,
  response: z.string(),
  tags: TAGS,
  summary: 'Export every record of the business as a ZIP of CSV and JSON files (owner only)',
  description:
    'Reviews, replies, locations, team, invitations, invoices, subscription, settings, reply templates, ' +
    'competitors and their figures. CSV files are UTF-8 with a byte order mark. Streamed: the business is read ' +
    'in batches, never whole. An admin who is not the owner gets 403 leavingOwnerOnly.',
});

export const businessDeletionStatusRoute = defineRoute({
  ...businessDeletionStatusEndpoint,
  response: businessDeletionStatusSchema,
  tags: TAGS,
  summary: 'Whether the business’s deletion is scheduled, and when it takes effect',
});

export const requestBusinessDeletionRoute = defineRoute({
  ...requestBusinessDeletionEndpoint,
  body: leavingConfirmationSchema,
  response: businessDeletionStatusSchema,
  successStatus: 202,
  failures: [409],
  tags: TAGS,
  summary: 'Schedule the business’s deletion after the grace period (owner only, confirmed)',
  description:
    'Confirmed by the password, or by a two-factor code or recovery code when two-factor sign-in is on ' +
    '(400 with a field error otherwise). 409 when a deletion is already scheduled. The owner gets an e-mail ' +
    'now and when the deletion has taken effect.',
});

export const cancelBusinessDeletionRoute = defineRoute({
  ...cancelBusinessDeletionEndpoint,
  response: businessDeletionStatusSchema,
  failures: [409],
  tags: TAGS,
  summary: 'Cancel the scheduled deletion during the grace period (owner only)',
});

export const accountDeletionStatusRoute = defineRoute({
  ...accountDeletionStatusEndpoint,
  response: accountDeletionStatusSchema,
  tags: TAGS,
  summary: 'How the caller confirms deleting their own account, and whether they own a business',
});

export const deleteOwnAccountRoute = defineRoute({
  ...deleteOwnAccountEndpoint,
  body: leavingConfirmationSchema,
  response: accountDeletedSchema,
  failures: [409],
  tags: TAGS,
  summary: 'Delete the caller’s own account (confirmed); the businesses stay',
  description:
    'Memberships, sessions, two-factor and the profile image go; replies and assignments stay with the ' +
    'business without the name. The owner of a business gets 409 accountDeletionOwnerFirst; the platform ' +
    'administrator 403.',
});

export const privacyRoutes = {
  exportData: businessDataExportRoute,
  deletionStatus: businessDeletionStatusRoute,
  requestDeletion: requestBusinessDeletionRoute,
  cancelDeletion: cancelBusinessDeletionRoute,
  accountStatus: accountDeletionStatusRoute,
  deleteAccount: deleteOwnAccountRoute,
} as const;
