import { definePageTexts } from '@sumaa/app-kit';
import { subscribersTexts } from '../i18n';

export const useSubscribersTexts = definePageTexts('admin.subscribers', subscribersTexts);
