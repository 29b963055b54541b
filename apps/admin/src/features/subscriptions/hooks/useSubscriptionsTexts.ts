import { definePageTexts } from '@sumaa/app-kit';
import { subscriptionsTexts } from '../i18n';

export const useSubscriptionsTexts = definePageTexts('admin.subscriptions', subscriptionsTexts);
