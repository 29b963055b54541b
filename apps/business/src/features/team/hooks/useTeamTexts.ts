import { definePageTexts } from '@sumaa/app-kit';
import { teamTexts } from '../i18n';

export const useTeamTexts = definePageTexts('business.team', teamTexts);
