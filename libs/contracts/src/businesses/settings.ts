// The business's settings beyond its profile (spec §3 "Business settings client state"), kept on the server
// (decisions #5) and in effect: the preferred language picks the language of the business's e-mails, timezone,
// date format and calendar shape every date it sees, the notification switches decide which alerts are sent,
// and the data retention is enforced by a daily job. What cannot take effect yet keeps its field for the
// spec's clients but only one value (docs/product-decisions.md, "Settings and platform defaults"): SMS and push
// (no delivery until WhatsApp/SMS arrives), the public-widget privacy switches (no widget yet) are off, and
// the currency is SAR (decisions #11: every amount is charged and shown in riyals).
import { z } from 'zod';

export const SETTINGS_LANGUAGES = ['ar', 'en'] as const;
export const SETTINGS_TIMEZONES = ['Asia/Riyadh', 'Asia/Dubai', 'UTC'] as const;
export const SETTINGS_DATE_FORMATS = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const;
/** The one currency: amounts are SAR everywhere (decisions #11); spec §9's USD and EUR could change nothing. */
export const SETTINGS_CURRENCIES = ['SAR'] as const;
/** Gregorian by default, Hijri (Umm al-Qura) as a business preference (decisions #11). */
export const SETTINGS_CALENDARS = ['gregory', 'islamic-umalqura'] as const;
export const DATA_RETENTION_OPTIONS = ['1year', '2years', '5years', 'forever'] as const;

export type SettingsTimezone = (typeof SETTINGS_TIMEZONES)[number];
export type SettingsDateFormat = (typeof SETTINGS_DATE_FORMATS)[number];
export type SettingsCurrency = (typeof SETTINGS_CURRENCIES)[number];
export type SettingsCalendar = (typeof SETTINGS_CALENDARS)[number];
export type DataRetention = (typeof DATA_RETENTION_OPTIONS)[number];

/** Reviews older than this many months are deleted by the daily retention job; null keeps them forever. */
export const DATA_RETENTION_MONTHS: Record<DataRetention, number | null> = {
  '1year': 12,
  '2years': 24,
  '5years': 60,
  forever: null,
};

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

/** How replies are published: agents' replies may wait for a manager's or admin's approval (issue 10). */
export const replySettingsSchema = z.object({
  requireApprovalForAgents: z.boolean(),
});

export const businessSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  preferences: preferenceSettingsSchema,
  replies: replySettingsSchema,
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export type BusinessPreferences = BusinessSettings['preferences'];

/** The switches whose feature has not arrived: always off, and refused when turned on. */
export const NOT_YET_AVAILABLE_SETTINGS = {
  notifications: ['smsNotifications', 'pushNotifications'],
  privacy: ['publicProfile', 'showContactInfo', 'allowSearchEngines'],
} as const;

/** Such a switch may be sent (the spec's clients send every one), but only off. */
const offUntilAvailable = z.literal(false, { error: 'settingNotAvailableYet' });

/** PUT: any part of any section; what is left out keeps its stored value. */
export const updateBusinessSettingsSchema = z.object({
  notifications: notificationSettingsSchema
    .extend({ smsNotifications: offUntilAvailable, pushNotifications: offUntilAvailable })
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

/** Spec §3's defaults: Asia/Riyadh, dd/mm/yyyy, SAR, Arabic, two years of reviews kept. */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  notifications: {
    emailNotifications: true,
    smsNotifications: false,
    pushNotifications: false,
    newReviews: true,
    negativeReviews: true,
    weeklyReports: true,
    monthlyReports: false,
  },
  privacy: {
    publicProfile: false,
    showContactInfo: false,
    allowSearchEngines: false,
    dataRetention: '2years',
  },
  preferences: {
    language: 'ar',
    timezone: 'Asia/Riyadh',
    dateFormat: 'dd/mm/yyyy',
    currency: 'SAR',
    calendar: 'gregory',
  },
  replies: { requireApprovalForAgents: false },
};
