import { definePageTexts } from '@sumaa/app-kit';
import { securityTexts } from '../i18n';

/** `useTranslation` for the security page's own namespace, loaded with the page. */
export const useSecurityTexts = definePageTexts('public-site.security', securityTexts);
