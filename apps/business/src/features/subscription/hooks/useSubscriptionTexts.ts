import { definePageTexts } from '@sumaa/app-kit';
import { subscriptionTexts } from '../i18n';

export const useSubscriptionTexts = definePageTexts('business.subscription', subscriptionTexts);
