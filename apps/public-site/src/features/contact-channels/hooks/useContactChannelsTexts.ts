import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { contactChannelsTexts } from '../i18n';

export const useContactChannelsTexts = definePageTexts('public-site.contactChannels', contactChannelsTexts);
