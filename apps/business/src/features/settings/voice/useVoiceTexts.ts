import { definePageTexts } from '@sumaa/app-kit';
import { voiceTexts } from './voiceTexts';

export const useVoiceTexts = definePageTexts('business.voice', voiceTexts);
