import { definePageTexts } from '@sumaa/app-kit';
import { tourTexts } from '../i18n';

export const useTourTexts = definePageTexts('business.tour', tourTexts);
