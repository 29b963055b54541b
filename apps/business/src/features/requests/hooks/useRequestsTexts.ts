import { definePageTexts } from '@sumaa/app-kit';
import { requestsTexts } from '../i18n';

export const useRequestsTexts = definePageTexts('business.requests', requestsTexts);
