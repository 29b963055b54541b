// The user as the contract shows it (ApiUser), assembled from the users row, the current business
// and its trial. Shared by sign-in, current user, e-mail confirmation and refresh.
import { avatarFileRoute, routePath, type ApiUser } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findTrialEnd } from '../billing';
import { publicApiUrl } from '../../http/public-url';
import type { UserRecord } from './auth-store';

export function avatarUrl(app: FastifyInstance, request: FastifyRequest, file: string | null): string | null {
  if (!file) return null;
  // An https image address given instead of a file (the invitation form's photoUrl) is shown as it is.
  if (file.startsWith('https://')) return file;
  return publicApiUrl(request, app.config.publicApiUrl, routePath(avatarFileRoute, { file }));
}

export async function loadTrialEnd(
  app: FastifyInstance,
  userId: string,
  businessId: string | null,
): Promise<Date | null> {
  if (!businessId) return null;
  return app.db.tenantTransaction({ businessId, userId }, (tx) => findTrialEnd(tx));
}

export function toApiUser(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRecord,
  businessId: string | null,
  trialEndsAt: Date | null,
): ApiUser {
  return {
    id: user.id,
    email: user.email,
    name: user.full_name,
    phone: user.phone,
    profileImagePath: avatarUrl(app, request, user.avatar_file),
    currentStep: user.current_step,
    emailConfirmed: user.email_confirmed_at !== null,
    businessId,
    createdAt: user.created_at.toISOString(),
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    lastLoginAt: user.last_login_at?.toISOString() ?? null,
    isActive: user.is_active,
  };
}
