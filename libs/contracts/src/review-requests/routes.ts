// Review requests (issue 23): the contacts, their CSV import, sending with the server's rules, the history and
// the visits that send a request later. Every call acts for the caller's own business and needs
// SendReviewRequests (owners, admins and managers hold it by default).
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
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
} as const;
