// Replying to a review (decisions #20, #21): the reply is stored first and published to Google by a job, so
// its state travels with the review. `reply` on a review is always what Google holds; `replyState` is the
// reply written in Sumaa on its way there (or held for approval, returned, failed).
import { z } from 'zod';
import { REPLY_MAX_BYTES, RETURN_NOTE_MAX_LENGTH, utf8ByteLength, REPLY_STATUSES } from './reply-values';
// Zod-free values, in their own module so that a browser bundle using only them carries no zod (issue 25).
export {
  REPLY_MAX_BYTES,
  RETURN_NOTE_MAX_LENGTH,
  utf8ByteLength,
  REPLY_STATUSES,
  type ReplyStatus,
} from './reply-values';

export const replyStateSchema = z.object({
  status: z.enum(REPLY_STATUSES),
  /** The text written in Sumaa; equal to the review's `reply` once published. */
  content: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  /** A message code (translateMessage) while failed, or the last failure while a retry is pending. */
  failureCode: z.string().nullable(),
  /** The approver's note on a returned reply. */
  returnNote: z.string().nullable(),
  /** Who approved or returned it. */
  reviewedByName: z.string().nullable(),
  /** Attempts made to publish so far. */
  attempts: z.number().int(),
  updatedAt: z.string(),
});
export type ReplyState = z.infer<typeof replyStateSchema>;

const replyContent = z
  .string({ error: 'replyContentRequired' })
  .trim()
  .min(1, 'replyContentRequired')
  .refine((text) => utf8ByteLength(text) <= REPLY_MAX_BYTES, 'replyContentTooLong');

/** POST /api/Reviews/{id}/reply (spec §7); the spec's contactMessageId is accepted and ignored. */
export const replyToReviewSchema = z.object({
  content: replyContent,
  isPublic: z.boolean({ error: 'invalidValue' }).optional().default(true),
  contactMessageId: z.unknown().optional(),
});
export type ReplyToReviewRequest = z.input<typeof replyToReviewSchema>;

/** POST /api/Reviews/{id}/reply/return: the approver says what to change. */
export const returnReplySchema = z.object({
  note: z
    .string({ error: 'returnNoteRequired' })
    .trim()
    .min(1, 'returnNoteRequired')
    .max(RETURN_NOTE_MAX_LENGTH, 'fieldTooLong'),
});
export type ReturnReplyRequest = z.input<typeof returnReplySchema>;

/** Review ids in paths: any string, so a malformed id is "not one of ours" (404), like another business's. */
export const reviewParamsSchema = z.object({ id: z.string() });
