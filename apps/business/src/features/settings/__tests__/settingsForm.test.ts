import { type BusinessProfile, DEFAULT_BUSINESS_SETTINGS } from '@sumaa/contracts';
import {
  changedSettings,
  profileFieldFor,
  settingsFieldFor,
  settingsFormSchema,
  toProfileFormValues,
  toProfileWrite,
} from '../settingsForm';

const PROFILE: BusinessProfile = {
  id: 'business-1',
  name: 'مغسلة النخيل',
  ownerName: '',
  email: '',
  phone: '',
  address: '',
  industry: 'Laundry',
  country: 'SA',
  city: '',
  logoUrl: 'https://api.example/api/files/avatars/logo.webp',
  website: '',
  description: '',
};

describe('the settings form model', () => {
  it("splits an activity outside the sign-up list into 'other' and the owner's words, and joins it back", () => {
    const values = toProfileFormValues(PROFILE);
    expect(values).toEqual(expect.objectContaining({ industry: 'other', customIndustry: 'Laundry' }));

    const checked = settingsFormSchema.parse({ profile: values, ...DEFAULT_BUSINESS_SETTINGS }).profile;
    expect(toProfileWrite(checked, PROFILE)).toEqual(
      expect.objectContaining({ id: 'business-1', industry: 'Laundry', logoUrl: PROFILE.logoUrl }),
    );
    expect(toProfileFormValues({ ...PROFILE, industry: 'cafes' })).toEqual(
      expect.objectContaining({ industry: 'cafes', customIndustry: '' }),
    );
  });

  it('leaves the id out for a business without a profile, so the save creates it', () => {
    const checked = settingsFormSchema.parse({
      profile: { ...toProfileFormValues(null), name: 'مقهى' },
      ...DEFAULT_BUSINESS_SETTINGS,
    }).profile;
    expect(toProfileWrite(checked, null)).not.toHaveProperty('id');
  });

  it('lists only the settings that differ, by section', () => {
    const current = {
      ...DEFAULT_BUSINESS_SETTINGS,
      notifications: { ...DEFAULT_BUSINESS_SETTINGS.notifications, weeklyReports: false },
      preferences: { ...DEFAULT_BUSINESS_SETTINGS.preferences, timezone: 'UTC' as const },
    };
    expect(changedSettings(DEFAULT_BUSINESS_SETTINGS, current)).toEqual({
      notifications: { weeklyReports: false },
      preferences: { timezone: 'UTC' },
    });
    expect(changedSettings(DEFAULT_BUSINESS_SETTINGS, DEFAULT_BUSINESS_SETTINGS)).toBeNull();
    expect(
      changedSettings(DEFAULT_BUSINESS_SETTINGS, {
        ...DEFAULT_BUSINESS_SETTINGS,
        replies: { requireApprovalForAgents: true, aiDrafts: true },
      }),
    ).toEqual({ replies: { requireApprovalForAgents: true } });
  });

  it("finds the form field of a server's field error", () => {
    expect(profileFieldFor('Website', 'cafes')).toBe('profile.website');
    expect(profileFieldFor('industry', 'other')).toBe('profile.customIndustry');
    expect(profileFieldFor('industry', 'cafes')).toBe('profile.industry');
    expect(profileFieldFor('logoUrl', 'cafes')).toBeUndefined();
    expect(settingsFieldFor('preferences.timezone')).toBe('preferences.timezone');
    expect(settingsFieldFor('replies.requireApprovalForAgents')).toBe('replies.requireApprovalForAgents');
    expect(settingsFieldFor('notifications')).toBeUndefined();
  });
});
