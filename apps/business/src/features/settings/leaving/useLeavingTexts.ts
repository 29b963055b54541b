import { definePageTexts } from '@sumaa/app-kit';
import { leavingTexts } from './leavingTexts';

export const useLeavingTexts = definePageTexts('business.leaving', leavingTexts);
