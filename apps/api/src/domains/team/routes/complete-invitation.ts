// POST /api/team-members/complete/{token} (no auth, multipart): the invited person joins with a new account
// (name, password with the platform's minimum, optional photo checked by content) and is signed in. All in one
// transaction under the invitation's row lock, so a link works once even when the form is sent twice at once.
// An address that already has an account gets 409 invitationAccountExists: it signs in and accepts instead.
import { randomUUID } from 'node:crypto';
import {
  completeInvitationFieldsSchema,
  ONBOARDING_FINISHED_STEP,
  PROFILE_IMAGE_MAX_BYTES,
  teamRoutes,
} from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, conflict } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { registerRoute } from '../../../http/register-route';
import { toApiUser, findUserById, stampLastLogin, hashPassword, startSignedInSession } from '../../auth';
import { readBusinessLanguage } from '../../businesses';
import { readPlatformSettings } from '../../platform';
import { findTrialEnd } from '../../billing';
import { UnreadableImageError } from '../../../lib/image-reencoding';
import { sniffImageType, type ImageType } from '../../../lib/image-type';
import { invitationLinkRateLimits } from '../invitation-rate-limits';
import { assertInvitationUsable, resolveInvitationLink } from '../invitation-state';
import { permissionsFittingRole } from '../team-rules';
import {
  addOrReactivateMember,
  emailHasAccount,
  findInvitationForUpdate,
  insertInvitedUserUnlessEmailTaken,
  markInvitationAccepted,
} from '../team-store';

const PHOTO_URL_MAX_LENGTH = 2048;

const accountExists = () => conflict('invitationAccountExists');
const photoRejected = () => new AppError(415, 'invalidImage', { photo: ['invalidImage'] });

/** The photo's bytes and real type; no photo (or the empty part a browser sends for "no file") is null. */
function checkedPhoto(value: Uint8Array | string | undefined): { bytes: Buffer; type: ImageType } | null {
  if (value === undefined || value.length === 0) return null;
  if (typeof value === 'string') throw photoRejected(); // a text field where a file belongs
  const bytes = Buffer.isBuffer(value) ? value : Buffer.from(value);
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) {
    throw new AppError(413, 'payloadTooLarge', { photo: ['payloadTooLarge'] });
  }
  const type = sniffImageType(bytes);
  if (!type) throw photoRejected();
  return { bytes, type };
}

/** An image address is kept only when it is https (shown as it is); anything else is refused. */
function checkedPhotoUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:' || text.length > PHOTO_URL_MAX_LENGTH) {
    throw badRequest('validationFailed', { photoUrl: ['invalidValue'] });
  }
  return url.href;
}

export const completeInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, teamRoutes.completeInvitation, {
    config: { rateLimit: invitationLinkRateLimits(app.config.rateLimits).complete },
    handler: async (request) => {
      const { businessId, invitationId } = await resolveInvitationLink(app, request.params.token);
      const settings = await readPlatformSettings(app.db);
      const fields = parseInput(completeInvitationFieldsSchema(settings.passwordPolicy), request.body);
      // An uploaded file wins over an address (spec §5).
      const photo = checkedPhoto(request.body.photo);
      const photoUrl = photo ? null : checkedPhotoUrl(request.body.photoUrl);

      // Cheap early answers before hashing and storing anything; the transaction below checks again.
      await app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
        const invitation = assertInvitationUsable(
          await findInvitationForUpdate(tx, businessId, invitationId),
          app.now(),
        );
        if (await emailHasAccount(tx, invitation.email)) throw accountExists();
      });

      const passwordHash = await hashPassword(fields.password);
      // Stored re-encoded without metadata (no GPS); a file that only starts like an image is refused here.
      const avatarFile = photo
        ? await app.avatars.save(photo.bytes, photo.type).catch((error: unknown) => {
            throw error instanceof UnreadableImageError ? photoRejected() : error;
          })
        : photoUrl;

      const userId = randomUUID();
      try {
        const session = await app.db.tenantTransaction({ businessId, userId }, async (tx) => {
          const now = app.now();
          const invitation = assertInvitationUsable(
            await findInvitationForUpdate(tx, businessId, invitationId),
            now,
          );
          const created = await insertInvitedUserUnlessEmailTaken(tx, {
            userId,
            email: invitation.email,
            fullName: fields.name,
            passwordHash,
            avatarFile,
            language: await readBusinessLanguage(tx, businessId),
            // The business is set up already: the new member skips the onboarding wizard.
            currentStep: ONBOARDING_FINISHED_STEP,
            now,
          });
          if (!created) throw accountExists();
          const permissions = permissionsFittingRole(invitation.role, invitation.permissions);
          await addOrReactivateMember(tx, { businessId, userId, role: invitation.role, permissions, now });
          await markInvitationAccepted(tx, businessId, invitationId, userId, now);

          await stampLastLogin(tx, userId, now);
          const tokens = await startSignedInSession(app, tx, userId, invitation.role);
          const user = (await findUserById(tx, userId))!;
          return {
            user: toApiUser(app, request, user, businessId, await findTrialEnd(tx)),
            role: invitation.role,
            permissions,
            token: tokens.accessToken,
            refresh_token: tokens.refreshToken,
            expiresIn: tokens.expiresIn,
          };
        });
        return successEnvelope(session, request.language, 'invitationCompleted');
      } catch (error) {
        if (photo && avatarFile) await app.avatars.remove(avatarFile);
        throw error;
      }
    },
  });
};
