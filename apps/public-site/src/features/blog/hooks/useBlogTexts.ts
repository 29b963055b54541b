import { definePageTexts } from '@sumaa/app-kit';
import { blogTexts } from '../i18n';

export const useBlogTexts = definePageTexts('public-site.blog', blogTexts);
