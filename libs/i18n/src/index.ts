// @sumaa/i18n: the one i18next instance, the language choice and the Intl helpers (calendar and digits pinned).
export { i18n, initI18n, whenI18nReady, addAppResources, getLanguage, setLanguage } from './i18n';
export {
  type Language,
  type Direction,
  type AcceptLanguage,
  LANG_STORAGE_KEY,
  directionOf,
  acceptLanguageOf,
  detectInitialLanguage,
  isLanguage,
  toLanguage,
  readStoredLanguage,
  prerenderedLanguage,
  mirrorLanguageCookie,
} from './language';
export { useLanguage } from './useLanguage';
export { useValidationMessage, type ValidationMessage } from './useValidationMessage';
export { type Calendar, localeTag } from './intl/localeTag';
export { type DateInput, type FormatDateOptions, formatDate } from './intl/formatDate';
export { formatNumber, formatMoney } from './intl/formatNumber';
export { formatRelativeTime } from './intl/formatRelativeTime';
export {
  type DatePreferences,
  formatPreferredDate,
  formatPreferredDateTime,
} from './intl/formatPreferredDate';
export { findMissingKeys } from './findMissingKeys';
export { commonAr, commonEn } from './resources/common';
