// The settings' values without zod: what a browser bundle needs of settings.ts (re-exported there).
import type { BusinessSettings } from './settings';

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

/**
 * The switches whose feature has not arrived: always off, and refused when turned on. (smsNotifications, the
 * WhatsApp alerts of negative reviews, is refused only where WhatsApp is not set up: the API checks that.)
 */
export const NOT_YET_AVAILABLE_SETTINGS = {
  notifications: ['pushNotifications'],
  privacy: ['publicProfile', 'showContactInfo', 'allowSearchEngines'],
} as const;

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
  replies: { requireApprovalForAgents: false, aiDrafts: true },
};
