// The super admin's contacts inbox (spec §2 "contacts", §3 "Contact message / reply / auto-assign rule", §4 SLA,
// §7 Contacts; issue 13): the list row with its SLA state and reply count, the status, assign and reply bodies,
// the replies, the platform users a message may be assigned to, and the auto-assign rules kept on the server.
import { z } from 'zod';

import { LANGUAGES } from '../common/language';
import { idSchema } from '../http/ids';
import { CONTACT_STATUSES, contactMessageSchema, type ContactStatus } from './contact-form';

/** Spec §4 and §9: a message is "soon" due when fewer than 3 hours remain. */
export const CONTACT_SLA_WARNING_HOURS = 3;

/**
 * Spec §4: breached when the due time has passed, soon under 3 hours, otherwise ok. A resolved or closed
 * message is `done`: its clock has stopped, so it shows no indicator.
 */
export const CONTACT_SLA_STATES = ['ok', 'soon', 'breached', 'done'] as const;
export type ContactSlaState = (typeof CONTACT_SLA_STATES)[number];

const HOUR_MS = 60 * 60 * 1000;

/** One rule for the server's list and anything that recomputes it (the indicator ticks while the page is open). */
export function contactSlaState(status: ContactStatus, slaDueAt: string | Date, now: Date): ContactSlaState {
  if (status === 'resolved' || status === 'closed') return 'done';
  const remaining = new Date(slaDueAt).getTime() - now.getTime();
  if (remaining <= 0) return 'breached';
  return remaining < CONTACT_SLA_WARNING_HOURS * HOUR_MS ? 'soon' : 'ok';
}

/** A row of the inbox: the spec's message plus what the screen shows beside it. */
export const contactInboxMessageSchema = contactMessageSchema.extend({
  slaState: z.enum(CONTACT_SLA_STATES),
  replyCount: z.number().int(),
});
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;

export const contactInboxPageSchema = z.object({
  items: z.array(contactInboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

export const contactParamsSchema = z.object({ id: idSchema });
export const contactRuleParamsSchema = z.object({ id: idSchema });

/** PUT /api/contacts/{id}/status (spec body: messageId, status); any status from any other (spec §4). */
export const contactStatusBodySchema = z.object({
  messageId: idSchema.optional(),
  status: z.enum(CONTACT_STATUSES, { error: 'invalidValue' }),
});
export type ContactStatusBody = z.input<typeof contactStatusBodySchema>;

/** POST /api/Contacts/assign (spec body: messageId, assignedToId); null takes the message off anyone's list. */
export const contactAssignBodySchema = z.object({
  messageId: idSchema,
  assignedToId: idSchema.nullable(),
});
export type ContactAssignBody = z.input<typeof contactAssignBodySchema>;

export const CONTACT_REPLY_MAX_LENGTH = 10_000;

/** POST /api/contacts/{id}/reply (spec body: contactMessageId, content, isPublic). */
export const contactReplyBodySchema = z.object({
  contactMessageId: idSchema.optional(),
  content: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, 'fieldRequired')
    .max(CONTACT_REPLY_MAX_LENGTH, 'fieldTooLong'),
  /** A public reply is e-mailed to the sender; an internal note (false) stays in the inbox. */
  isPublic: z.boolean({ error: 'invalidValue' }),
});
export type ContactReplyBody = z.input<typeof contactReplyBodySchema>;

/** Spec §3 "Contact reply" (id, content, repliedAt, isPublic) and who wrote it. */
export const contactReplySchema = z.object({
  id: z.string(),
  content: z.string(),
  repliedAt: z.string(),
  isPublic: z.boolean(),
  authorName: z.string().nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactRepliesSchema = z.object({ items: z.array(contactReplySchema) });
export type ContactReplies = z.infer<typeof contactRepliesSchema>;

/** A platform user a message may be assigned to: an active super admin. */
export const contactAssigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type ContactAssignee = z.infer<typeof contactAssigneeSchema>;
export const contactAssigneesSchema = z.object({ items: z.array(contactAssigneeSchema) });
export type ContactAssignees = z.infer<typeof contactAssigneesSchema>;

export const CONTACT_RULE_NAME_MAX_LENGTH = 120;
export const CONTACT_RULE_KEYWORD_MAX_LENGTH = 100;

/** Absent, null and blank all mean "any". */
const optionalMatch = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

/** `example.com`, `@example.com` or `Example.COM` are the same domain. */
const emailDomainField = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(253, 'fieldTooLong')
  .transform((value) => value.replace(/^@/, '').toLowerCase())
  .refine((value) => /^[a-z0-9\u00a1-\uffff-]+(\.[a-z0-9\u00a1-\uffff-]+)+$/.test(value), 'invalidValue');

/** Spec §3 "Auto-assign rule" match: every condition given must hold; at least one is given. */
export const contactRuleMatchSchema = z
  .object({
    keyword: optionalMatch(
      z.string({ error: 'invalidValue' }).trim().max(CONTACT_RULE_KEYWORD_MAX_LENGTH, 'fieldTooLong'),
    ),
    language: optionalMatch(z.enum(LANGUAGES, { error: 'invalidValue' })),
    emailDomain: optionalMatch(emailDomainField),
  })
  .refine((match) => Boolean(match.keyword || match.language || match.emailDomain), {
    message: 'fieldRequired',
    path: ['keyword'],
  });

export const contactRuleBodySchema = z.object({
  name: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, 'fieldRequired')
    .max(CONTACT_RULE_NAME_MAX_LENGTH, 'fieldTooLong'),
  match: contactRuleMatchSchema,
  assignToUserId: idSchema,
});
export type ContactRuleBody = z.input<typeof contactRuleBodySchema>;
export type ContactRuleFields = z.output<typeof contactRuleBodySchema>;

export const contactRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  match: z.object({
    keyword: z.string().nullable(),
    language: z.enum(LANGUAGES).nullable(),
    emailDomain: z.string().nullable(),
  }),
  assignToUserId: z.string(),
  assignToName: z.string().nullable(),
  /** Rules are tried in this order (the order they were added); the first that matches assigns. */
  position: z.number().int(),
});
export type ContactRule = z.infer<typeof contactRuleSchema>;
export const contactRulesSchema = z.object({ items: z.array(contactRuleSchema) });
export type ContactRules = z.infer<typeof contactRulesSchema>;
export const contactRuleDeletedSchema = z.object({ id: z.string() });
