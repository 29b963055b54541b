import { definePageTexts } from '@sumaa/app-kit';
import { teamInvitationTexts } from '../i18n';

export const useTeamInvitationTexts = definePageTexts('public-site.team-invitation', teamInvitationTexts);
