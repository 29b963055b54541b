// Typed calls of spec §7 "Auth", through their route contracts (paths, verbs and field names are the spec's).
import {
  authEndpoints,
  healthEndpoint,
  type AuthSession,
  type ConfirmEmailModel,
  type RefreshModel,
  type RegisterCompanyFields,
  type RegisterCompanyModel,
} from '@sumaa/contracts';
import { ApiError } from './ApiError';
import { callRoute, sendRoute } from './callRoute';

export const authApi = {
  /** True when the API answers its health check with an ok status. */
  async health(): Promise<boolean> {
    try {
      const response = await sendRoute(healthEndpoint, { timeout: 10_000 });
      return response.ok;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error; // e.g. the base URL is not configured: a setup error, not an unhealthy server
    }
  },

  /**
   * Multipart with the spec's field names; the profile image is optional, and so is the plan chosen on the
   * pricing page (`PlanId`, the trial's plan; without it the server starts the trial on Professional).
   */
  registerCompany(
    fields: RegisterCompanyFields,
    profileImage?: Blob | null,
    planId?: string | null,
  ): Promise<RegisterCompanyModel> {
    const body = new FormData();
    body.append('email', fields.email);
    body.append('Full_name', fields.Full_name);
    body.append('Phone', fields.Phone);
    body.append('Business_name', fields.Business_name);
    body.append('Password', fields.Password);
    body.append('ActivityType', fields.ActivityType);
    if (planId) body.append('PlanId', planId);
    if (profileImage) {
      const name = profileImage instanceof File ? profileImage.name : 'profile-image';
      body.append('ProfileImage', profileImage, name);
    }
    return callRoute(authEndpoints.registerCompany, { body });
  },

  async sendEmailOtp(email: string): Promise<void> {
    await callRoute(authEndpoints.sendEmailOtp, { body: { email } });
  },

  confirmEmail(email: string, otp: string): Promise<ConfirmEmailModel> {
    return callRoute(authEndpoints.confirmEmail, { body: { email, Otp: otp } });
  },

  /** The sign-in of every user (the spec's AdminSignIn); `username` is the e-mail. */
  signIn(username: string, password: string): Promise<AuthSession> {
    return callRoute(authEndpoints.signIn, { body: { username, password } });
  },

  /** The signed-in user's session (POST, as the contract has it). */
  currentUser(options: { silentSessionExpiry?: boolean } = {}): Promise<AuthSession> {
    return callRoute(authEndpoints.currentUser, options);
  },

  /** An explicit refresh; the client refreshes on its own after a 401. */
  refresh(refreshToken: string): Promise<RefreshModel> {
    return callRoute(authEndpoints.refresh, { body: { refresh_token: refreshToken } });
  },

  async forgotPassword(email: string): Promise<void> {
    await callRoute(authEndpoints.forgotPassword, { body: { email } });
  },

  async resetPassword(code: string, newPassword: string): Promise<void> {
    await callRoute(authEndpoints.resetPassword, { body: { code, newPassword } });
  },

  /**
   * Revokes the refresh token on the server. Best effort: the caller has usually cleared the local session
   * already, so the access token may be passed explicitly; no refresh is attempted on a 401.
   */
  async logout(refreshToken: string, accessToken?: string | null): Promise<void> {
    await callRoute(authEndpoints.logout, {
      body: { refresh_token: refreshToken },
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
      timeout: 5_000,
    });
  },
};

export type AuthApi = typeof authApi;
