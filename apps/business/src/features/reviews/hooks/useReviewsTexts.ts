import { definePageTexts } from '@sumaa/app-kit';
import { reviewsTexts } from '../i18n';

export const useReviewsTexts = definePageTexts('business.reviews', reviewsTexts);
