// @sumaa/api-client: the configured HTTP client, the auth calls and the auth store.
export {
  configureApiClient,
  getApiBaseUrl,
  SESSION_END_REASONS,
  sessionEndReasonOf,
  type ApiClientOptions,
  type SessionEndReason,
} from './config';
export { http, type ApiRequestContext } from './http';
export { request, requestEnvelope, send, type ApiRequestOptions } from './request';
export { callRoute, sendRoute, type RouteCallInput, type RouteCallOptions } from './callRoute';
export { downloadRoute, fileNameFromDisposition, saveBlob, type DownloadedFile } from './download';
export { ApiError, extractErrorMessage, joinFieldErrors, type FieldErrors } from './ApiError';
export { STORAGE_KEYS } from './storage';
export { type SessionUser, toSessionUser, resolveAssetUrl } from './sessionUser';
export { homePathFor, canAccess, ONBOARDING_DONE_STEP, type AccessRequirement } from './access';
export { destinationAfterLogin } from './destinationAfterLogin';
export { AUTH_PATHS } from './authPaths';
export { authApi, type AuthApi } from './authApi';
export { useAuthStore, type AuthState } from './authStore';
