// Review requests (issue 23): the contacts a business asks for a Google review, the requests it sends them and
// the outcome of each, written once for the dashboard's forms and the server.
import { z } from 'zod';
import { EMAIL_PATTERN, textFieldError } from '../auth/rules';
import { LANGUAGES } from '../common/language';
import { idSchema } from '../http/ids';
import { normalizePhoneNumber } from './phone';

export const REVIEW_REQUEST_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type ReviewRequestChannel = (typeof REVIEW_REQUEST_CHANNELS)[number];

/**
 * A request's status in the history. `sending` is never stored: it is a queued request whose message is being
 * handed to the provider right now (delivery-claims.ts's mark), or was when its worker stopped — its next try
 * then fails it with the reason `interrupted` rather than risk asking twice.
 */
export const REVIEW_REQUEST_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'clicked',
  'failed',
  'opted_out',
] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];

/**
 * Why a contact was not asked now. `quietHours` is not a refusal: the request is queued until the quiet hours
 * end. The others send nothing.
 */
export const REVIEW_REQUEST_SKIP_REASONS = [
  'optedOut',
  'cooldown',
  'quietHours',
  'quota',
  'noPhone',
  'noEmail',
  'invalidPhone',
] as const;
export type ReviewRequestSkipReason = (typeof REVIEW_REQUEST_SKIP_REASONS)[number];

/**
 * The reasons of a failed request that the server words itself (failureReason): the send was cut off with its
 * outcome unknown (never sent again), the contact was deleted, the subscription or trial ended, the contact has
 * no phone or e-mail for the channel any more, the channel is not configured on this server, the provider kept
 * refusing it, or it reported a failure without saying why. Any other failureReason is the provider's own words
 * (its code and title), shown as they came.
 */
export const REVIEW_REQUEST_FAILURE_REASONS = [
  'interrupted',
  'contactDeleted',
  'subscriptionEnded',
  'noPhone',
  'noEmail',
  'channelNotConfigured',
  'deliveryFailed',
  'failed',
] as const;
export type ReviewRequestFailureReason = (typeof REVIEW_REQUEST_FAILURE_REASONS)[number];

export const CONTACT_CONSENT_SOURCES = ['manual', 'import', 'visit'] as const;
export type ContactConsentSource = (typeof CONTACT_CONSENT_SOURCES)[number];

export const REVIEW_CONTACT_NAME_MAX_LENGTH = 200;
/** Rows one import may hold: enough for a shop's customer list, bounded for one transaction. */
export const CONTACT_IMPORT_MAX_ROWS = 5000;
/** Contacts one send may name. */
export const REVIEW_REQUEST_SEND_MAX_CONTACTS = 500;
/** The product's cooldown: a contact is asked at most once in this many days unless the business sets more. */
export const REVIEW_REQUEST_DEFAULT_COOLDOWN_DAYS = 30;
/** The least cooldown a business may set. */
export const REVIEW_REQUEST_MIN_COOLDOWN_DAYS = 7;

const positiveInteger = (fallback: number, max?: number) => {
  const integer = z.coerce.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'invalidValue');
  return (max === undefined ? integer : integer.max(max, 'invalidValue')).default(fallback);
};

/** Absent, null and blank are "not given" (null). */
const blankAsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** A phone as typed (any Saudi or E.164 form, Arabic digits too), kept in E.164; null when not given. */
export const contactPhoneField = z.preprocess(
  blankAsNull,
  z
    .string({ error: 'reviewRequestPhoneInvalid' })
    .max(40, 'reviewRequestPhoneInvalid')
    .transform((value, ctx) => {
      const phone = normalizePhoneNumber(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: 'reviewRequestPhoneInvalid' });
        return z.NEVER;
      }
      return phone;
    })
    .nullable(),
);

export const contactEmailField = z.preprocess(
  blankAsNull,
  z
    .string({ error: 'emailInvalid' })
    .trim()
    .max(254, 'fieldTooLong')
    .regex(EMAIL_PATTERN, 'emailInvalid')
    .transform((value) => value.toLowerCase())
    .nullable(),
);

export const contactNameField = z
  .string({ error: textFieldError('reviewRequestContactNameRequired') })
  .trim()
  .min(1, 'reviewRequestContactNameRequired')
  .max(REVIEW_CONTACT_NAME_MAX_LENGTH, 'fieldTooLong');

/** POST /api/review-requests/contacts. */
export const createReviewContactBodySchema = z
  .object({
    name: contactNameField,
    phone: contactPhoneField.optional().transform((value) => value ?? null),
    email: contactEmailField.optional().transform((value) => value ?? null),
    language: z.enum(LANGUAGES, { error: 'invalidValue' }),
    locationId: z
      .preprocess(blankAsNull, idSchema.nullable())
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.phone === null && value.email === null) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'reviewRequestPhoneOrEmailRequired' });
    }
  });
export type CreateReviewContactBody = z.input<typeof createReviewContactBodySchema>;
export type ReviewContactFields = z.output<typeof createReviewContactBodySchema>;

export const reviewContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(LANGUAGES),
  locationId: z.string().nullable(),
  consentSource: z.enum(CONTACT_CONSENT_SOURCES),
  optedOutAt: z.string().nullable(),
  lastRequestedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewContact = z.infer<typeof reviewContactSchema>;

export const reviewContactListQuerySchema = z.object({
  page: positiveInteger(1),
  pageSize: positiveInteger(20, 100),
  search: z.string({ error: 'invalidValue' }).trim().max(200, 'fieldTooLong').optional(),
});
export type ReviewContactListQuery = z.input<typeof reviewContactListQuerySchema>;

export const reviewContactPageSchema = z.object({
  items: z.array(reviewContactSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewContactPage = z.infer<typeof reviewContactPageSchema>;

export const reviewContactParamsSchema = z.object({ id: idSchema });

/** `?preview=true`: what the import would do, nothing written. */
export const contactImportQuerySchema = z.object({
  preview: z
    .enum(['true', 'false'], { error: 'invalidValue' })
    .optional()
    .transform((value) => value === 'true'),
});

export const contactImportBodySchema = z.object({
  file: z
    .union([z.custom<Uint8Array>((value) => ArrayBuffer.isView(value)), z.string()])
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'CSV, UTF-8 with or without a byte-order mark' }),
});

export const CONTACT_IMPORT_OUTCOMES = ['imported', 'duplicate', 'error'] as const;
export type ContactImportOutcome = (typeof CONTACT_IMPORT_OUTCOMES)[number];

/** Why a row was not imported: the column (null: the row as a whole), the message code and its text. */
export const contactImportReasonSchema = z.object({
  field: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});

export const contactImportRowSchema = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  name: z.string(),
  outcome: z.enum(CONTACT_IMPORT_OUTCOMES),
  reasons: z.array(contactImportReasonSchema),
  /** The contact it made (imported) or matched (duplicate); null in a preview and for errors. */
  contactId: z.string().nullable(),
  /** A visit recorded from the row's visit-date column. */
  visitRecorded: z.boolean(),
});
export type ContactImportRow = z.infer<typeof contactImportRowSchema>;

export const contactImportResultSchema = z.object({
  preview: z.boolean(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  errors: z.number().int(),
  /** The columns found, by their meaning (name, phone, email, language, location, visitedAt). */
  columns: z.array(z.string()),
  rows: z.array(contactImportRowSchema),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

/** POST /api/review-requests. */
export const sendReviewRequestsBodySchema = z.object({
  contactIds: z
    .array(idSchema, { error: 'invalidValue' })
    .min(1, 'reviewRequestContactsRequired')
    .max(REVIEW_REQUEST_SEND_MAX_CONTACTS, 'reviewRequestTooManyContacts')
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  channel: z.enum(REVIEW_REQUEST_CHANNELS, { error: 'invalidValue' }),
  locationId: idSchema,
  /** The send dialog's count: each contact's outcome, nothing written or sent. */
  preview: z.boolean({ error: 'invalidValue' }).optional().default(false),
});
export type SendReviewRequestsBody = z.input<typeof sendReviewRequestsBodySchema>;

export const REVIEW_REQUEST_OUTCOMES = ['sent', 'queued', 'skipped'] as const;
export type ReviewRequestOutcomeKind = (typeof REVIEW_REQUEST_OUTCOMES)[number];

export const reviewRequestOutcomeSchema = z.object({
  contactId: z.string(),
  /** sent: on its way now; queued: leaves at scheduledFor (reason quietHours or a visit's delay); skipped: not sent. */
  outcome: z.enum(REVIEW_REQUEST_OUTCOMES),
  reason: z.enum(REVIEW_REQUEST_SKIP_REASONS).nullable(),
  /** The request made (null in a preview and when skipped). */
  requestId: z.string().nullable(),
  scheduledFor: z.string().nullable(),
});
export type ReviewRequestOutcome = z.infer<typeof reviewRequestOutcomeSchema>;

export const sendReviewRequestsResultSchema = z.object({
  preview: z.boolean(),
  sent: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
  outcomes: z.array(reviewRequestOutcomeSchema),
});
export type SendReviewRequestsResult = z.infer<typeof sendReviewRequestsResultSchema>;

export const reviewRequestHistoryQuerySchema = z.object({
  page: positiveInteger(1),
  pageSize: positiveInteger(20, 100),
  status: z.enum(REVIEW_REQUEST_STATUSES, { error: 'invalidValue' }).optional(),
  channel: z.enum(REVIEW_REQUEST_CHANNELS, { error: 'invalidValue' }).optional(),
});
export type ReviewRequestHistoryQuery = z.input<typeof reviewRequestHistoryQuerySchema>;

export const reviewRequestSchema = z.object({
  id: z.string(),
  contactId: z.string().nullable(),
  /** The contact's name now (null once the contact was deleted). */
  contactName: z.string().nullable(),
  channel: z.enum(REVIEW_REQUEST_CHANNELS),
  locationId: z.string().nullable(),
  status: z.enum(REVIEW_REQUEST_STATUSES),
  failureReason: z.string().nullable(),
  /** The request's own short link, /r/{code}. */
  link: z.string(),
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A Google review that is probably from this request: its author's name matches the contact's, and it was
   * written within REVIEW_REQUEST_ATTRIBUTION_DAYS after the link was clicked. Never certain (a name is all that
   * links them); null when none matched.
   */
  probableReview: z
    .object({
      reviewId: z.string(),
      reviewedAt: z.string(),
      authorName: z.string().nullable(),
      stars: z.number().int(),
    })
    .nullable(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** How long after a click a review by the contact's name counts as probably from the request. */
export const REVIEW_REQUEST_ATTRIBUTION_DAYS = 14;

export const reviewRequestPageSchema = z.object({
  items: z.array(reviewRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewRequestPage = z.infer<typeof reviewRequestPageSchema>;

/** POST /api/review-requests/visits: a known contact, or a name with a phone or an e-mail (found or added). */
export const recordVisitBodySchema = z
  .object({
    contactId: z
      .preprocess(blankAsNull, idSchema.nullable())
      .optional()
      .transform((value) => value ?? null),
    name: z
      .preprocess(blankAsNull, contactNameField.nullable())
      .optional()
      .transform((value) => value ?? null),
    phone: contactPhoneField.optional().transform((value) => value ?? null),
    email: contactEmailField.optional().transform((value) => value ?? null),
    language: z.enum(LANGUAGES, { error: 'invalidValue' }).optional().default('ar'),
    locationId: z
      .preprocess(blankAsNull, idSchema.nullable())
      .optional()
      .transform((value) => value ?? null),
    visitedAt: z.iso
      .datetime({ offset: true, error: 'reviewRequestVisitDateInvalid' })
      .optional()
      .transform((value) => (value === undefined ? null : new Date(value))),
  })
  .superRefine((value, ctx) => {
    if (value.contactId !== null) return;
    if (value.name === null) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'reviewRequestContactNameRequired' });
    }
    if (value.phone === null && value.email === null) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'reviewRequestPhoneOrEmailRequired' });
    }
  });
export type RecordVisitBody = z.input<typeof recordVisitBodySchema>;

export const recordedVisitSchema = z.object({
  visitId: z.string(),
  contactId: z.string(),
  visitedAt: z.string(),
  /** The request the visit leads to (queued for hoursAfterVisit later), or why there is none. */
  request: reviewRequestOutcomeSchema,
});
export type RecordedVisit = z.infer<typeof recordedVisitSchema>;

/** The link of the e-mail's one-click unsubscribe (RFC 8058), a signed token naming the contact. */
export const reviewRequestUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'reviewRequestUnsubscribeInvalid' })
    .min(1, 'reviewRequestUnsubscribeInvalid')
    .max(2000, 'reviewRequestUnsubscribeInvalid'),
});

/** A template the business writes: at most this long, and never without its {link} (the request's point). */
export const REVIEW_REQUEST_TEMPLATE_MAX_LENGTH = 1000;
const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const templateText = z.preprocess(
  blankAsNull,
  z
    .string({ error: 'invalidValue' })
    .trim()
    .max(REVIEW_REQUEST_TEMPLATE_MAX_LENGTH, 'fieldTooLong')
    .refine((text) => text.includes('{link}'), 'reviewRequestTemplateNeedsLink')
    .nullable(),
);

const templatesPerLanguage = z.object({
  ar: templateText.optional().transform((value) => value ?? null),
  en: templateText.optional().transform((value) => value ?? null),
});

/** PUT /api/review-requests/settings: the whole of the business's settings (null template: the default words). */
export const reviewRequestSettingsBodySchema = z.object({
  templates: z.object({
    whatsapp: templatesPerLanguage,
    sms: templatesPerLanguage,
    email: templatesPerLanguage,
  }),
  whatsappTemplateName: z
    .string({ error: 'invalidValue' })
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'reviewRequestWhatsAppTemplateInvalid'),
  cooldownDays: z
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(REVIEW_REQUEST_MIN_COOLDOWN_DAYS, 'reviewRequestCooldownTooShort')
    .max(365, 'invalidValue'),
  quietHoursStart: z.string({ error: 'invalidValue' }).regex(CLOCK_PATTERN, 'reviewRequestClockInvalid'),
  quietHoursEnd: z.string({ error: 'invalidValue' }).regex(CLOCK_PATTERN, 'reviewRequestClockInvalid'),
  channelsEnabled: z
    .array(z.enum(REVIEW_REQUEST_CHANNELS, { error: 'invalidValue' }), { error: 'invalidValue' })
    .max(REVIEW_REQUEST_CHANNELS.length * 2, 'invalidValue')
    .transform((channels) => REVIEW_REQUEST_CHANNELS.filter((channel) => channels.includes(channel))),
  hoursAfterVisit: z
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(0, 'invalidValue')
    .max(168, 'invalidValue'),
});
export type ReviewRequestSettingsBody = z.input<typeof reviewRequestSettingsBodySchema>;
export type ReviewRequestSettingsFields = z.output<typeof reviewRequestSettingsBodySchema>;

const effectiveTemplates = z.object({ ar: z.string(), en: z.string() });
const ownTemplates = z.object({ ar: z.string().nullable(), en: z.string().nullable() });

export const reviewRequestSettingsSchema = z.object({
  /** What the business wrote (null: it uses the default). */
  templates: z.object({ whatsapp: ownTemplates, sms: ownTemplates, email: ownTemplates }),
  /** The words each message is sent with: its own, else the product's default. */
  effectiveTemplates: z.object({
    whatsapp: effectiveTemplates,
    sms: effectiveTemplates,
    email: effectiveTemplates,
  }),
  whatsappTemplateName: z.string(),
  cooldownDays: z.number().int(),
  quietHoursStart: z.string(),
  quietHoursEnd: z.string(),
  channelsEnabled: z.array(z.enum(REVIEW_REQUEST_CHANNELS)),
  /** The channels this deployment can send by (WhatsApp and SMS need their provider configured). */
  channelsAvailable: z.array(z.enum(REVIEW_REQUEST_CHANNELS)),
  hoursAfterVisit: z.number().int(),
});
export type ReviewRequestSettings = z.infer<typeof reviewRequestSettingsSchema>;

/** A calendar day, YYYY-MM-DD, read in the business's time zone. */
const analyticsDay = z.iso
  .date({ error: 'reviewRequestAnalyticsDateInvalid' })
  .refine((value) => !value.startsWith('0000'), 'reviewRequestAnalyticsDateInvalid')
  .optional();

/** GET /api/review-requests/analytics: the first and last day (both included); without them, from the start / to now. */
export const reviewRequestAnalyticsQuerySchema = z
  .object({ from: analyticsDay, to: analyticsDay })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'reviewRequestAnalyticsRangeInvalid',
    path: ['to'],
  });
export type ReviewRequestAnalyticsQuery = z.input<typeof reviewRequestAnalyticsQuerySchema>;

/**
 * The figures of the requests that left in the period. `delivered`: known to have reached the customer (a
 * delivery or read report, or a click); null for e-mail, whose mail servers report no delivery. `reviews`: the
 * Google reviews probably from them (attribution). `conversionRate`: reviews / sent, null when none was sent.
 */
export const reviewRequestFiguresSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int().nullable(),
  clicked: z.number().int(),
  reviews: z.number().int(),
  conversionRate: z.number().nullable(),
});
export type ReviewRequestFigures = z.infer<typeof reviewRequestFiguresSchema>;

export const reviewRequestAnalyticsSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The business's time zone the days are read in. */
  timeZone: z.string(),
  totals: reviewRequestFiguresSchema,
  /** One row per channel, each always there. */
  byChannel: z.array(reviewRequestFiguresSchema.extend({ channel: z.enum(REVIEW_REQUEST_CHANNELS) })),
  /** One row per linked location, and one without a location (null) when such requests left in the period. */
  byLocation: z.array(
    reviewRequestFiguresSchema.extend({
      locationId: z.string().nullable(),
      locationName: z.string().nullable(),
    }),
  ),
});
export type ReviewRequestAnalytics = z.infer<typeof reviewRequestAnalyticsSchema>;

/** Meta's subscription handshake: `?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`. */
export const whatsAppWebhookVerificationQuerySchema = z.object({
  'hub.mode': z.string({ error: 'invalidValue' }).max(50, 'fieldTooLong').optional(),
  'hub.verify_token': z.string({ error: 'invalidValue' }).max(500, 'fieldTooLong').optional(),
  'hub.challenge': z.string({ error: 'invalidValue' }).max(200, 'fieldTooLong').optional(),
});

/**
 * Meta's `messages` webhook, checked loosely (the handler reads it after the signature over the raw bytes):
 * `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field, value: { statuses?, messages? } }] }] }`.
 */
export const whatsAppWebhookBodySchema = z
  .looseObject({
    object: z.string({ error: 'invalidValue' }).max(100, 'fieldTooLong'),
    entry: z.array(z.looseObject({}), { error: 'invalidValue' }).max(1000, 'invalidValue').optional(),
  })
  .meta({ description: 'Signed: X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, app secret>' });

/** Unifonic's delivery report (`{ MessageID, DLR, Recipient, SCTS… }`), a reply (`{ Event: "inbound"… }`), or a list. */
export const smsWebhookBodySchema = z.union([
  z.looseObject({}),
  z.array(z.looseObject({}), { error: 'invalidValue' }).max(1000, 'invalidValue'),
]);

/** The shared secret the callback URL carries (Unifonic signs nothing). */
export const smsWebhookQuerySchema = z.object({
  secret: z.string({ error: 'invalidValue' }).max(500, 'fieldTooLong').optional(),
});

/** What a provider's webhook changed: statuses read and applied, replies that opted a contact out. */
export const reviewRequestWebhookReceiptSchema = z.object({
  statuses: z.number().int(),
  applied: z.number().int(),
  replies: z.number().int(),
  optedOut: z.number().int(),
});
export type ReviewRequestWebhookReceipt = z.infer<typeof reviewRequestWebhookReceiptSchema>;
