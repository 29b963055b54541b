// The validation namespace is the contracts' message catalogue, so a form and the server say the same words.
// Both use `{{name}}` placeholders, which is also i18next's interpolation syntax.
import { messages } from '@sumaa/contracts';

export const validationAr = messages.ar;
export const validationEn = messages.en;
