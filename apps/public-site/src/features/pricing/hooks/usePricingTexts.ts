import { definePageTexts } from '../../../shared/i18n/definePageTexts';
import { pricingTexts } from '../i18n';

/** The pricing namespace, added when the plan cards' code first renders (on /pricing or the landing page). */
export const usePricingTexts = definePageTexts('public-site.pricing', pricingTexts);
