import { definePageTexts } from '@sumaa/app-kit';
import { legalTexts } from '../i18n';

/** The terms' and privacy policy's texts, loaded with these pages only. */
export const useLegalTexts = definePageTexts('public-site.legal', legalTexts);
