import { definePageTexts } from '@sumaa/app-kit';
import { subscriptionListTexts } from '../i18n';

export const useSubscriptionListTexts = definePageTexts('admin.subscriptionList', subscriptionListTexts);
