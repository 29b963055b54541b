// The business's settings beyond its profile (spec §3 "Business settings client state"), kept on the server
// (decisions #5) and in effect: the preferred language picks the language of the business's e-mails, timezone,
// date format and calendar shape every date it sees, the notification switches decide which alerts are sent,
// and the data retention is enforced by a daily job. What cannot take effect yet keeps its field for the
// spec's clients but only one value (docs/product-decisions.md, "Settings and platform defaults"): push (no
// delivery yet), the public-widget privacy switches (no widget yet) are off, and the currency is SAR (decisions
// #11: every amount is charged and shown in riyals). smsNotifications keeps the spec's key but is the business's
// switch of WhatsApp alerts of new negative reviews (issue 23): it may be turned on where WhatsApp is set up.
import { z } from 'zod';
import {
  SETTINGS_LANGUAGES,
  SETTINGS_TIMEZONES,
  SETTINGS_DATE_FORMATS,
  SETTINGS_CURRENCIES,
  SETTINGS_CALENDARS,
  DATA_RETENTION_OPTIONS,
} from './settings-values';
// Zod-free values, in their own module so that a browser bundle using only them carries no zod (issue 25).
export {
  SETTINGS_LANGUAGES,
  SETTINGS_TIMEZONES,
  SETTINGS_DATE_FORMATS,
  SETTINGS_CURRENCIES,
  SETTINGS_CALENDARS,
  DATA_RETENTION_OPTIONS,
  DATA_RETENTION_MONTHS,
  NOT_YET_AVAILABLE_SETTINGS,
  DEFAULT_BUSINESS_SETTINGS,
  type SettingsTimezone,
  type SettingsDateFormat,
  type SettingsCurrency,
  type SettingsCalendar,
  type DataRetention,
} from './settings-values';

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  newReviews: z.boolean(),
  negativeReviews: z.boolean(),
  weeklyReports: z.boolean(),
  monthlyReports: z.boolean(),
});

export const privacySettingsSchema = z.object({
  publicProfile: z.boolean(),
  showContactInfo: z.boolean(),
  allowSearchEngines: z.boolean(),
  dataRetention: z.enum(DATA_RETENTION_OPTIONS, { error: 'invalidValue' }),
});

export const preferenceSettingsSchema = z.object({
  language: z.enum(SETTINGS_LANGUAGES, { error: 'invalidValue' }),
  timezone: z.enum(SETTINGS_TIMEZONES, { error: 'invalidValue' }),
  dateFormat: z.enum(SETTINGS_DATE_FORMATS, { error: 'invalidValue' }),
  currency: z.enum(SETTINGS_CURRENCIES, { error: 'invalidValue' }),
  calendar: z.enum(SETTINGS_CALENDARS, { error: 'invalidValue' }),
});

/**
 * How replies are published: agents' replies may wait for a manager's or admin's approval (issue 10); and whether
 * the business lets AI draft (issue 24): off, no AI call is made for it by anything (the API's one door to the AI
 * endpoint checks it). On by default; in effect only where the platform has an AI endpoint configured.
 */
export const replySettingsSchema = z.object({
  requireApprovalForAgents: z.boolean(),
  aiDrafts: z.boolean(),
});

export const businessSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  preferences: preferenceSettingsSchema,
  replies: replySettingsSchema,
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export type BusinessPreferences = BusinessSettings['preferences'];

/** Such a switch may be sent (the spec's clients send every one), but only off. */
const offUntilAvailable = z.literal(false, { error: 'settingNotAvailableYet' });

/** PUT: any part of any section; what is left out keeps its stored value. */
export const updateBusinessSettingsSchema = z.object({
  notifications: notificationSettingsSchema
    .extend({ pushNotifications: offUntilAvailable })
    .partial()
    .optional(),
  privacy: privacySettingsSchema
    .extend({
      publicProfile: offUntilAvailable,
      showContactInfo: offUntilAvailable,
      allowSearchEngines: offUntilAvailable,
    })
    .partial()
    .optional(),
  preferences: preferenceSettingsSchema
    .extend({ currency: z.enum(SETTINGS_CURRENCIES, { error: 'currencyFixed' }) })
    .partial()
    .optional(),
  replies: replySettingsSchema.partial().optional(),
});
export type UpdateBusinessSettingsRequest = z.input<typeof updateBusinessSettingsSchema>;
