import { definePageTexts } from '@sumaa/app-kit';
import { systemTexts } from '../i18n';

export const useSystemTexts = definePageTexts('admin.system', systemTexts);
