// Typed calls of spec §7 "Auth". Paths, verbs and field names are the contract's.
import type {
  AuthSession,
  ConfirmEmailModel,
  RefreshModel,
  RegisterCompanyFields,
  RegisterCompanyModel,
} from '@sumaa/contracts';
import { ApiError } from './ApiError';
import { AUTH_PATHS } from './authPaths';
import { request, send } from './request';

export const authApi = {
  /** True when the API answers its health check with an ok status. */
  async health(): Promise<boolean> {
    try {
      const response = await send(AUTH_PATHS.health, { skipAuth: true, timeout: 10_000 });
      return response.ok;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error; // e.g. the base URL is not configured: a setup error, not an unhealthy server
    }
  },

  /** Multipart with the spec's field names; the profile image is optional. */
  registerCompany(fields: RegisterCompanyFields, profileImage?: Blob | null): Promise<RegisterCompanyModel> {
    const body = new FormData();
    body.append('email', fields.email);
    body.append('Full_name', fields.Full_name);
    body.append('Phone', fields.Phone);
    body.append('Business_name', fields.Business_name);
    body.append('Password', fields.Password);
    body.append('ActivityType', fields.ActivityType);
    if (profileImage) {
      const name = profileImage instanceof File ? profileImage.name : 'profile-image';
      body.append('ProfileImage', profileImage, name);
    }
    return request(AUTH_PATHS.registerCompany, { method: 'post', body, skipAuth: true });
  },

  async sendEmailOtp(email: string): Promise<void> {
    await request(AUTH_PATHS.sendEmailOtp, { method: 'post', json: { email }, skipAuth: true });
  },

  confirmEmail(email: string, otp: string): Promise<ConfirmEmailModel> {
    return request(AUTH_PATHS.confirmEmail, { method: 'post', json: { email, Otp: otp }, skipAuth: true });
  },

  /** The sign-in of every user (the spec's AdminSignIn); `username` is the e-mail. */
  signIn(username: string, password: string): Promise<AuthSession> {
    return request(AUTH_PATHS.signIn, { method: 'post', json: { username, password }, skipAuth: true });
  },

  /** The signed-in user's session (POST, as the contract has it). */
  currentUser(options: { silentSessionExpiry?: boolean } = {}): Promise<AuthSession> {
    return request(AUTH_PATHS.currentUser, { method: 'post', ...options });
  },

  /** An explicit refresh; the client refreshes on its own after a 401. */
  refresh(refreshToken: string): Promise<RefreshModel> {
    return request(AUTH_PATHS.refresh, {
      method: 'post',
      json: { refresh_token: refreshToken },
      skipAuth: true,
    });
  },

  async forgotPassword(email: string): Promise<void> {
    await request(AUTH_PATHS.forgotPassword, { method: 'post', json: { email }, skipAuth: true });
  },

  async resetPassword(code: string, newPassword: string): Promise<void> {
    await request(AUTH_PATHS.resetPassword, { method: 'post', json: { code, newPassword }, skipAuth: true });
  },

  /**
   * Revokes the refresh token on the server. Best effort: the caller has usually cleared the local session
   * already, so the access token may be passed explicitly; no refresh is attempted on a 401.
   */
  async logout(refreshToken: string, accessToken?: string | null): Promise<void> {
    await request(AUTH_PATHS.logout, {
      method: 'post',
      json: { refresh_token: refreshToken },
      optionalAuth: true,
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
      timeout: 5_000,
    });
  },
};

export type AuthApi = typeof authApi;
