// @sumaa/app-kit: what every remote (and the shell) starts and frames itself with. Named exports only, and
// "sideEffects": false, so an app's bundle carries only what it imports (the public site, no dashboard frame).
export { recordReactInstance } from './remote/recordReactInstance';
export {
  createRemoteEntry,
  createRemoteEntryByLanguage,
  type RemoteEntryOptions,
  type RemoteRoutesProps,
} from './remote/createRemoteEntry';
export { startStandaloneRemote } from './remote/startStandaloneRemote';
export { lazyPage, type LazyPage } from './remote/lazyPage';
export {
  AreaFrame,
  type AreaFrameProps,
  type AreaNavItem,
  type AreaNotificationsOptions,
} from './frame/AreaFrame';
export { AreaRoutes, type AreaRoutesProps } from './frame/AreaRoutes';
export { PageSkeleton } from './frame/PageSkeleton';
export { UserRoleLine } from './frame/UserRoleLine';
export { useLogout } from './frame/useLogout';
export { useDocumentTitle, TITLE_SEPARATOR } from './document/useDocumentTitle';
export { markPageInteractive, PRERENDER_LOCK_ATTRIBUTE } from './document/prerenderedPage';
export { createQueryClient, isWorthRetrying } from './query/createQueryClient';
export { QueryProvider, type QueryProviderProps } from './query/QueryProvider';
export {
  createRoutePrefetch,
  prefetchForPage,
  PREFETCH_FRESH_MS,
  type PrefetchAddress,
  type RoutePrefetch,
} from './query/areaQueryClient';
export { placeServerErrors, type PlacedServerErrors } from './forms/placeServerErrors';
export { useServerErrors, type ServerErrorOptions } from './forms/useServerErrors';
export { FormErrorBanner } from './forms/FormErrorBanner';
export { SearchField, SEARCH_DEBOUNCE_MS, type SearchFieldProps } from './search/SearchField';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export { LoadFailure, type LoadFailureProps } from './feedback/LoadFailure';
export { failureText } from './feedback/failureText';
export { FormStack } from './forms/FormStack';
export { ltrInput } from './forms/ltrInput';
export { definePageTexts, type PageTexts } from './texts/definePageTexts';
export {
  type LanguageTextLoaders,
  registerLanguageTexts,
  loadLanguageTexts,
  loadTextsOfLanguage,
  useLanguageTexts,
} from './texts/languageTexts';
export { activityNamesAr } from './texts/activityNamesAr';
export { activityNamesEn } from './texts/activityNamesEn';
export { useFormat, type Format } from './format/useFormat';
export { ListPaginator, type ListPaginatorProps } from './lists/ListPaginator';
