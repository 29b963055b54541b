import { definePageTexts } from '@sumaa/app-kit';
import { plansTexts } from '../i18n';

export const usePlansTexts = definePageTexts('admin.plans', plansTexts);
