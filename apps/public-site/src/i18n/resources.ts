// The `public-site` namespace in both languages, for the key-parity tests and the test harness. The app loads
// one language at a time (languageTexts in @sumaa/app-kit), so this module is not part of its bundle.
import { ar } from './resources.ar';
import { en } from './resources.en';

export const publicSiteResources = { ar, en };
