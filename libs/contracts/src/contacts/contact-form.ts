// The contact form (spec §3 "Contact message"): one rule for the public form and POST /api/contacts,
// plus the stored message and the super admin's list query.
import { z } from 'zod';

import { LANGUAGES } from '../common/language';
import { emailField, textFieldError } from '../auth/rules';

export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_COMPANY_MAX_LENGTH = 160;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** An optional text: absent, null and blank all mean "not given" and become an empty string. */
const optionalText = (maxLength: number) =>
  z
    .string({ error: textFieldError('invalidValue') })
    .trim()
    .max(maxLength, 'fieldTooLong')
    .nullish()
    .transform((value) => value ?? '');

export const contactMessageInputSchema = z.object({
  name: z
    .string({ error: textFieldError('contactNameRequired') })
    .trim()
    .min(1, 'contactNameRequired')
    .max(CONTACT_NAME_MAX_LENGTH, 'fieldTooLong'),
  email: emailField,
  company: optionalText(CONTACT_COMPANY_MAX_LENGTH),
  subject: optionalText(CONTACT_SUBJECT_MAX_LENGTH),
  message: z
    .string({ error: textFieldError('contactMessageRequired') })
    .trim()
    .min(1, 'contactMessageRequired')
    .max(CONTACT_MESSAGE_MAX_LENGTH, 'fieldTooLong'),
});
/** What the form holds and the client sends. */
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
/** What the server stores after trimming and lower-casing the e-mail. */
export type ContactMessageFields = z.output<typeof contactMessageInputSchema>;

export const CONTACT_STATUSES = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

export const CONTACT_CHANNELS = ['web'] as const;

/** Hours the team has to answer a new message (spec §3: due time is 24 hours after creation). */
export const CONTACT_SLA_HOURS = 24;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(CONTACT_STATUSES),
  priority: z.enum(CONTACT_PRIORITIES),
  channel: z.enum(CONTACT_CHANNELS),
  language: z.enum(LANGUAGES),
  assignedToUserId: z.string().nullable(),
  assignedToName: z.string().nullable(),
  slaDueAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The reply to POST /api/contacts: enough for the sender's confirmation, nothing of anyone else's. */
export const contactReceiptSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(CONTACT_STATUSES),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export const CONTACT_SORT_FIELDS = ['createdAt', 'name', 'email', 'status', 'priority', 'slaDueAt'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

const positiveInteger = (fallback: number, max?: number) => {
  const integer = z.coerce.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'invalidValue');
  return (max === undefined ? integer : integer.max(max, 'invalidValue')).default(fallback);
};

/** Query of GET /api/contacts. Values come from a URL, so numbers are coerced; `status` omitted or 'all' = every status. */
export const contactListQuerySchema = z.object({
  page: positiveInteger(1),
  pageSize: positiveInteger(10, 100),
  search: z.string({ error: 'invalidValue' }).trim().max(200, 'fieldTooLong').optional(),
  status: z.enum([...CONTACT_STATUSES, 'all'], { error: 'invalidValue' }).default('all'),
  sortBy: z.enum(CONTACT_SORT_FIELDS, { error: 'invalidValue' }).default('createdAt'),
  sortDir: z.enum(['asc', 'desc'], { error: 'invalidValue' }).default('desc'),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;
export type ContactListFilters = z.output<typeof contactListQuerySchema>;

export const contactMessagePageSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;
