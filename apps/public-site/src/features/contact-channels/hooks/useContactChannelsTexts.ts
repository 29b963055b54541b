import { definePageTexts } from '@sumaa/app-kit';
import { contactChannelsTexts } from '../i18n';

export const useContactChannelsTexts = definePageTexts('public-site.contactChannels', contactChannelsTexts);
