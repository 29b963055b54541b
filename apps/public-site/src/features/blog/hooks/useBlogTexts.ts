import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { blogTexts } from '../i18n';

export const useBlogTexts = definePageTexts('public-site.blog', blogTexts);
