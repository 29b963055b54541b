// The settings page's one form: the profile (spec §3 "Business profile") and the four settings sections, the
// rules they are checked by (the contracts' own schemas, so the form and the server agree), and what a save
// sends: the whole profile when any of it changed, and only the settings that changed. The smart-reply
// templates have a tab of their own but are not part of the form: each is saved by its own action.
import {
  ACTIVITY_TYPES,
  type BusinessProfile,
  type BusinessProfileWrite,
  type BusinessSettings,
  businessProfileWriteSchema,
  notificationSettingsSchema,
  preferenceSettingsSchema,
  privacySettingsSchema,
  replySettingsSchema,
  type UpdateBusinessSettingsRequest,
} from '@sumaa/contracts';
import { z } from 'zod';

/** The tabs whose fields the save button saves. */
export const SETTINGS_TABS = ['profile', 'notifications', 'privacy', 'preferences', 'replies'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
/** Every tab of the page: the form's, then the templates, which save per action. */
export const SETTINGS_PAGE_TABS = [...SETTINGS_TABS, 'templates', 'voice'] as const;
export type SettingsPageTab = (typeof SETTINGS_PAGE_TABS)[number];

/** The profile's fields in the order they are shown (the first with an error takes the focus). */
export const PROFILE_FIELDS = [
  'name',
  'ownerName',
  'email',
  'phone',
  'website',
  'industry',
  'customIndustry',
  'country',
  'city',
  'address',
  'description',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const DESCRIPTION_MAX_LENGTH = 2000;
const CUSTOM_INDUSTRY_MAX_LENGTH = 120;

type SettingsSection = Exclude<SettingsTab, 'profile'>;
/** The sections of PUT /api/business-settings (the tabs after the profile), each with its contract schema. */
const SECTION_SCHEMAS = {
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  preferences: preferenceSettingsSchema,
  replies: replySettingsSchema,
} satisfies Record<SettingsSection, z.ZodObject>;
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  'notifications',
  'privacy',
  'preferences',
  'replies',
];

/**
 * The profile as the form holds it. The server keeps one `industry` text: one of the sign-up activities, or the
 * owner's own words for "other"; the form splits it into the choice and those words, as the sign-up form does.
 */
const profileFormSchema = businessProfileWriteSchema
  .omit({ id: true, logoUrl: true, industry: true })
  .extend({
    industry: z.string(),
    customIndustry: z.string().trim().max(CUSTOM_INDUSTRY_MAX_LENGTH, 'fieldTooLong'),
  });

export const settingsFormSchema = z.object({
  profile: profileFormSchema,
  ...SECTION_SCHEMAS,
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type CheckedSettingsForm = z.output<typeof settingsFormSchema>;
/** Every profile field holds text (empty when not given). */
export type ProfileFormValues = Record<ProfileField, string>;

const isActivity = (value: string) => (ACTIVITY_TYPES as readonly string[]).includes(value);

export function toProfileFormValues(profile: BusinessProfile | null): ProfileFormValues {
  const industry = profile?.industry ?? '';
  const known = industry === '' || isActivity(industry);
  return {
    name: profile?.name ?? '',
    ownerName: profile?.ownerName ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    website: profile?.website ?? '',
    industry: known ? industry : 'other',
    customIndustry: known ? '' : industry,
    country: profile?.country ?? '',
    city: profile?.city ?? '',
    address: profile?.address ?? '',
    description: profile?.description ?? '',
  };
}

/** The spec's body for POST/PUT /api/Businesses, from the checked form. */
export function toProfileWrite(
  checked: CheckedSettingsForm['profile'],
  saved: BusinessProfile | null,
): BusinessProfileWrite {
  const { customIndustry, industry, ...fields } = checked;
  return {
    ...(saved?.id ? { id: saved.id } : {}),
    ...fields,
    industry: industry === 'other' && customIndustry ? customIndustry : industry,
    logoUrl: saved?.logoUrl ?? '',
  };
}

export function profileChanged(saved: ProfileFormValues, current: SettingsFormValues['profile']): boolean {
  return PROFILE_FIELDS.some((field) => saved[field] !== (current[field] ?? ''));
}

/** Only the settings that differ from the saved ones, by section; null when none does. */
export function changedSettings(
  saved: BusinessSettings,
  current: BusinessSettings,
): UpdateBusinessSettingsRequest | null {
  const changes: Record<string, Record<string, unknown>> = {};
  for (const section of SETTINGS_SECTIONS) {
    const before: Record<string, unknown> = saved[section];
    for (const [key, value] of Object.entries(current[section])) {
      if (before[key] !== value) (changes[section] ??= {})[key] = value;
    }
  }
  return Object.keys(changes).length > 0 ? (changes as UpdateBusinessSettingsRequest) : null;
}

/** Every field's path in the order of the tabs and of the fields inside them. */
export const FIELD_ORDER: readonly string[] = [
  ...PROFILE_FIELDS.map((field) => `profile.${field}`),
  ...SETTINGS_SECTIONS.flatMap((section) =>
    Object.keys(SECTION_SCHEMAS[section].shape).map((key) => `${section}.${key}`),
  ),
];

export type SettingsFieldPath = `profile.${ProfileField}` | `${SettingsSection}.${string}`;

export function tabOf(path: string): SettingsTab {
  const section = path.split('.')[0];
  return (SETTINGS_TABS as readonly string[]).includes(section) ? (section as SettingsTab) : 'profile';
}

/** A server field of the profile call (`website`, `Name`) → the form's field; the industry goes where it was typed. */
export function profileFieldFor(serverField: string, industryChoice: string): SettingsFieldPath | undefined {
  const name = serverField.toLowerCase();
  if (name === 'industry') return industryChoice === 'other' ? 'profile.customIndustry' : 'profile.industry';
  const field = PROFILE_FIELDS.find((candidate) => candidate.toLowerCase() === name);
  return field ? `profile.${field}` : undefined;
}

/** A server field of the settings call (`preferences.timezone`) → the same path in the form. */
export function settingsFieldFor(serverField: string): SettingsFieldPath | undefined {
  const path = FIELD_ORDER.find(
    (candidate) => !candidate.startsWith('profile.') && candidate.toLowerCase() === serverField.toLowerCase(),
  );
  return path as SettingsFieldPath | undefined;
}
