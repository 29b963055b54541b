import { definePageTexts } from '@sumaa/app-kit';
import { settingsTexts } from '../i18n';

export const useSettingsTexts = definePageTexts('admin.settings', settingsTexts);
