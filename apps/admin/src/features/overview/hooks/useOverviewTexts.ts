import { definePageTexts } from '@sumaa/app-kit';
import { overviewTexts } from '../i18n';

export const useOverviewTexts = definePageTexts('admin.overview', overviewTexts);
