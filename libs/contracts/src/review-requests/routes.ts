// Review requests (issue 23): the contacts, their CSV import, sending with the server's rules, the history and
// the visits that send a request later. Every call acts for the caller's own business and needs
// SendReviewRequests (owners, admins and managers hold it by default).
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
  reviewRequestAnalyticsEndpoint,
  smsWebhookEndpoint,
  whatsAppWebhookEndpoint,
  whatsAppWebhookVerificationEndpoint,
  createReviewContactEndpoint,
  deleteReviewContactEndpoint,
  importReviewContactsEndpoint,
  listReviewContactsEndpoint,
  listReviewRequestsEndpoint,
  recordVisitEndpoint,
  reviewRequestSettingsEndpoint,
  reviewRequestUnsubscribeEndpoint,
  reviewRequestUnsubscribePageEndpoint,
  sendReviewRequestsEndpoint,
  updateReviewRequestSettingsEndpoint,
} from './endpoints';
import {
  contactImportBodySchema,
  contactImportQuerySchema,
  contactImportResultSchema,
  createReviewContactBodySchema,
  recordedVisitSchema,
  recordVisitBodySchema,
  reviewContactListQuerySchema,
  reviewContactPageSchema,
  reviewContactParamsSchema,
  reviewContactSchema,
  reviewRequestHistoryQuerySchema,
  reviewRequestPageSchema,
  reviewRequestSettingsBodySchema,
  reviewRequestSettingsSchema,
  reviewRequestUnsubscribeQuerySchema,
  reviewRequestAnalyticsQuerySchema,
  reviewRequestAnalyticsSchema,
  reviewRequestWebhookReceiptSchema,
  smsWebhookBodySchema,
  smsWebhookQuerySchema,
  whatsAppWebhookBodySchema,
  whatsAppWebhookVerificationQuerySchema,
  sendReviewRequestsBodySchema,
  sendReviewRequestsResultSchema,
} from './models';

const TAGS = ['Review requests'] as const;

export const listReviewContactsRoute = defineRoute({
  ...listReviewContactsEndpoint,
  query: reviewContactListQuerySchema,
  response: reviewContactPageSchema,
  tags: TAGS,
  summary: 'The business’s contacts, newest first; search by name, phone or e-mail (Arabic spellings folded)',
});

export const createReviewContactRoute = defineRoute({
  ...createReviewContactEndpoint,
  body: createReviewContactBodySchema,
  response: reviewContactSchema,
  successStatus: 201,
  failures: [409],
  tags: TAGS,
  summary:
    'Add a contact: a name, a phone (normalised to E.164) or an e-mail or both, a language, a location',
  description:
    'Saudi numbers in any local form (05…, 5…, 9665…, 009665…, +966 5…, Arabic digits) are kept as +9665…. A ' +
    'phone or e-mail another contact of the business has answers 409 with the field named.',
});

export const importReviewContactsRoute = defineRoute({
  ...importReviewContactsEndpoint,
  query: contactImportQuerySchema,
  body: contactImportBodySchema,
  response: contactImportResultSchema,
  failures: [413],
  tags: TAGS,
  summary: 'Import contacts from a CSV file (multipart field file); ?preview=true only says what it would do',
  description:
    'UTF-8 with or without a byte-order mark; headers in Arabic or English (name/الاسم, phone/الجوال/رقم الجوال, ' +
    'email/البريد الإلكتروني, language/اللغة, location/الفرع, visit date/تاريخ الزيارة). Each row is reported as ' +
    'imported, duplicate (a phone or e-mail already there, or earlier in the file) or error with its reasons. ' +
    'The import is one transaction: every good row is written, or none. A visit date records a visit, which ' +
    'queues a request for later.',
});

export const deleteReviewContactRoute = defineRoute({
  ...deleteReviewContactEndpoint,
  params: reviewContactParamsSchema,
  response: z.null(),
  failures: [404],
  tags: TAGS,
  summary: 'Delete a contact and its visits; its requests stay in the history without it',
});

export const sendReviewRequestsRoute = defineRoute({
  ...sendReviewRequestsEndpoint,
  body: sendReviewRequestsBodySchema,
  response: sendReviewRequestsResultSchema,
  failures: [402, 409],
  tags: TAGS,
  summary: 'Ask the chosen contacts for a review by WhatsApp, SMS or e-mail: one outcome per contact',
  description:
    'Each contact is sent now, queued until the quiet hours end (reason quietHours) or skipped with its reason: ' +
    'optedOut, cooldown (asked within the cooldown), quota (the plan’s monthly requests used up), noPhone, ' +
    'noEmail, invalidPhone. preview: true answers the same outcomes and writes nothing. An ended subscription ' +
    'or trial answers 402; a channel turned off in the settings 409.',
});

export const listReviewRequestsRoute = defineRoute({
  ...listReviewRequestsEndpoint,
  query: reviewRequestHistoryQuerySchema,
  response: reviewRequestPageSchema,
  tags: TAGS,
  summary: 'The requests sent and queued, newest first, by status and channel',
});

export const recordVisitRoute = defineRoute({
  ...recordVisitEndpoint,
  body: recordVisitBodySchema,
  response: recordedVisitSchema,
  successStatus: 201,
  failures: [402, 404],
  tags: TAGS,
  summary:
    'Record a visit (a contact, or a name with a phone or e-mail): a request leaves the set hours later',
  description:
    'The request goes by WhatsApp when the contact has a phone and WhatsApp is on, else SMS, else e-mail, under ' +
    'the same rules as a send (its outcome says so). visitedAt defaults to now.',
});

export const reviewRequestSettingsRoute = defineRoute({
  ...reviewRequestSettingsEndpoint,
  response: reviewRequestSettingsSchema,
  tags: TAGS,
  summary:
    'The business’s way of asking: templates per channel and language, cooldown, quiet hours, channels',
});

export const updateReviewRequestSettingsRoute = defineRoute({
  ...updateReviewRequestSettingsEndpoint,
  body: reviewRequestSettingsBodySchema,
  response: reviewRequestSettingsSchema,
  tags: TAGS,
  summary: 'Save the settings (all of them; a null template speaks the product’s default words)',
  description:
    'A template must hold {link} and may hold {firstName} and {business}. The cooldown is 7 days or more; the ' +
    'quiet hours are HH:MM on the business’s clock (equal start and end: none).',
});

export const reviewRequestUnsubscribePageRoute = defineRoute({
  ...reviewRequestUnsubscribePageEndpoint,
  query: reviewRequestUnsubscribeQuerySchema,
  response: z.string(),
  failures: [400],
  tags: TAGS,
  summary: 'The page a review-request e-mail’s unsubscribe link opens, with a button to confirm',
});

export const reviewRequestUnsubscribeRoute = defineRoute({
  ...reviewRequestUnsubscribeEndpoint,
  query: reviewRequestUnsubscribeQuerySchema,
  response: z.string(),
  failures: [400],
  tags: TAGS,
  summary: 'Opts the contact the token names out of review requests (also RFC 8058 one-click)',
});

export const reviewRequestAnalyticsRoute = defineRoute({
  ...reviewRequestAnalyticsEndpoint,
  query: reviewRequestAnalyticsQuerySchema,
  response: reviewRequestAnalyticsSchema,
  tags: TAGS,
  summary:
    'Sent, delivered, clicked and reviews after a request, per channel and per location, with the conversion',
  description:
    'The requests that left between from and to (days in the business’s time zone, both included; without them, ' +
    'from the first and up to now). A review counts when it is probably from a request (its author’s name ' +
    'matches the contact’s, within 14 days of the click): never certain. The conversion rate is reviews / sent, ' +
    'null when none was sent; e-mail’s delivered is null (mail servers report no delivery).',
});

const WEBHOOK_TAGS = ['Provider webhooks'] as const;

export const whatsAppWebhookVerificationRoute = defineRoute({
  ...whatsAppWebhookVerificationEndpoint,
  query: whatsAppWebhookVerificationQuerySchema,
  response: z.string().describe('text/plain: the hub.challenge, echoed'),
  failures: [403],
  tags: WEBHOOK_TAGS,
  summary: 'Meta’s subscription handshake: the hub.challenge echoed when hub.verify_token is ours, else 403',
});

export const whatsAppWebhookRoute = defineRoute({
  ...whatsAppWebhookEndpoint,
  body: whatsAppWebhookBodySchema,
  response: reviewRequestWebhookReceiptSchema,
  failures: [401],
  tags: WEBHOOK_TAGS,
  summary: 'WhatsApp’s webhook: delivery statuses move requests forward, a STOP reply opts the contact out',
  description:
    'Signed by Meta: X-Hub-Signature-256 is sha256=<hex HMAC-SHA256 of the raw body with the app secret>; ' +
    'unsigned or wrongly signed calls get 401 and change nothing. A status finds its request by the message id ' +
    '(unknown ids are acknowledged and ignored) and only moves it forward (queued → sent → delivered → read → ' +
    'clicked; failed, with the provider’s reason, only from queued or sent). A reply that asks to stop (STOP, ' +
    'إيقاف…) opts out the contact with that number in each business whose request went to it by WhatsApp. ' +
    'Replayed webhooks change nothing more.',
});

export const smsWebhookRoute = defineRoute({
  ...smsWebhookEndpoint,
  query: smsWebhookQuerySchema,
  body: smsWebhookBodySchema,
  response: reviewRequestWebhookReceiptSchema,
  failures: [401],
  tags: WEBHOOK_TAGS,
  summary: 'Unifonic’s delivery reports (and replies) for SMS requests, authenticated by ?secret=',
  description:
    'The callback URL carries a shared secret of Sumaa’s (SMS_WEBHOOK_SECRET); without it, or with another, ' +
    '401 and nothing changed. JSON or form fields. Delivered and Undeliverable reports move the request as the ' +
    'WhatsApp statuses do; a reply that asks to stop opts the contact out.',
});

export const reviewRequestRoutes = {
  contacts: listReviewContactsRoute,
  createContact: createReviewContactRoute,
  importContacts: importReviewContactsRoute,
  deleteContact: deleteReviewContactRoute,
  send: sendReviewRequestsRoute,
  history: listReviewRequestsRoute,
  recordVisit: recordVisitRoute,
  settings: reviewRequestSettingsRoute,
  updateSettings: updateReviewRequestSettingsRoute,
  unsubscribePage: reviewRequestUnsubscribePageRoute,
  unsubscribe: reviewRequestUnsubscribeRoute,
  analytics: reviewRequestAnalyticsRoute,
  whatsAppWebhookVerification: whatsAppWebhookVerificationRoute,
  whatsAppWebhook: whatsAppWebhookRoute,
  smsWebhook: smsWebhookRoute,
} as const;
