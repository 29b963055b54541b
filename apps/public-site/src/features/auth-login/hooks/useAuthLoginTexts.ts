import { definePageTexts } from '@sumaa/app-kit';
import { authLoginTexts } from '../i18n';

export const useAuthLoginTexts = definePageTexts('public-site.authLogin', authLoginTexts);
