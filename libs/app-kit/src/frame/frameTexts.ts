// The frame's own texts, in the kit's namespace (`app-kit`), added when the frame's code loads: an app without
// the frame (the shell, the public site) carries none of them. Arabic is written first; English mirrors it.
import { notificationTexts } from '../notifications/notificationTexts';
import { definePageTexts } from '../texts/definePageTexts';

const ar = {
  navigation: 'التنقل الرئيسي',
  noNotifications: 'لا توجد إشعارات حتى الآن',
  yourRole: 'دورك',
  notifications: notificationTexts.ar,
};

const en: typeof ar = {
  navigation: 'Main navigation',
  noNotifications: 'No notifications yet',
  yourRole: 'Your role',
  notifications: notificationTexts.en,
};

export const frameTexts = { ar, en };

/** The frame's texts; suspends once, on first use, until they are in. */
export const useFrameTexts = definePageTexts('app-kit', frameTexts);
