// The reply's values without zod: what a browser bundle needs of replies.ts (re-exported there).

/** Google's limit on a reply (review_reply.comment), counted in UTF-8 bytes, not characters. */
export const REPLY_MAX_BYTES = 4096;

export const RETURN_NOTE_MAX_LENGTH = 500;

export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * - sending: stored, the job publishes it (or retries after a failure it may recover from);
 * - published: Google holds exactly this text;
 * - failed: the job gave up (failureCode says why); the author may retry;
 * - awaitingApproval: an agent's reply waiting for a manager's or admin's approval (business setting);
 * - returned: sent back by the approver with a note; the author may edit and send again;
 * - deleting: the delete is on its way to Google.
 */
export const REPLY_STATUSES = [
  'sending',
  'published',
  'failed',
  'awaitingApproval',
  'returned',
  'deleting',
] as const;

export type ReplyStatus = (typeof REPLY_STATUSES)[number];
