// POST /api/UsernameAuth/RegisterCompany (multipart): a business owner signs up. Checks the fields with
// the shared rules and the platform's password minimum, the optional photo by content and size,
// creates everything in one transaction, then e-mails the verification code (in the background).
import { authRoutes, PROFILE_IMAGE_MAX_BYTES, registerCompanyFieldsSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../passwords';
import { OTP_TTL_MS } from '../email-verification';
import { avatarUrl } from '../account-model';
import { emailTakenError, registerCompany } from '../../businesses';
import { AppError } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { verificationEmail } from '../emails/verification-email';
import { readPlatformSettings } from '../../platform';
import { sniffImageType, type ImageType } from '../../../lib/image-type';
import { UnreadableImageError } from '../../../lib/image-reencoding';
import { findUserByEmail } from '../auth-store';
import { authRateLimits } from '../auth-rate-limits';
import { registerRoute } from '../../../http/register-route';

const imageRejected = () => new AppError(415, 'invalidImage', { ProfileImage: ['invalidImage'] });

/** The photo's bytes and real type; no photo (or the empty part a browser sends for "no file") is null. */
function checkedProfileImage(
  value: Uint8Array | string | undefined,
): { bytes: Buffer; type: ImageType } | null {
  if (value === undefined || value.length === 0) return null;
  if (typeof value === 'string') throw imageRejected(); // a text field where a file belongs
  const bytes = Buffer.isBuffer(value) ? value : Buffer.from(value);
  if (value.length > PROFILE_IMAGE_MAX_BYTES) {
    throw new AppError(413, 'payloadTooLarge', { ProfileImage: ['payloadTooLarge'] });
  }
  const type = sniffImageType(bytes);
  if (!type) throw imageRejected();
  return { bytes, type };
}

export const registerCompanyRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.registerCompany, {
    config: { rateLimit: authRateLimits(app.config.rateLimits).register },
    handler: async (request) => {
      const settings = await readPlatformSettings(app.db);
      const fields = parseInput(registerCompanyFieldsSchema(settings.passwordPolicy), request.body);
      const image = checkedProfileImage(request.body.ProfileImage);

      // Cheap early answer for the common case; the insert itself guards against a race.
      if (await app.db.transaction((tx) => findUserByEmail(tx, fields.email))) throw emailTakenError();

      const passwordHash = await hashPassword(fields.Password);
      // Stored re-encoded without metadata (no GPS); a file that only starts like an image is refused here.
      const avatarFile = image
        ? await app.avatars.save(image.bytes, image.type).catch((error: unknown) => {
            throw error instanceof UnreadableImageError ? imageRejected() : error;
          })
        : null;
      let registered;
      try {
        registered = await registerCompany(app, {
          email: fields.email,
          fullName: fields.Full_name,
          phone: fields.Phone,
          businessName: fields.Business_name,
          activityType: fields.ActivityType,
          passwordHash,
          avatarFile,
          language: request.language,
          trialDays: settings.trialDays,
          planId: request.body.PlanId,
        });
      } catch (error) {
        if (avatarFile) await app.avatars.remove(avatarFile);
        throw error;
      }

      // Sent after the reply: the account exists whatever SMTP does, and if the mail is lost the user
      // asks for a new code from the check-email page.
      app.mailer.dispatch(
        verificationEmail({
          to: fields.email,
          name: fields.Full_name,
          code: registered.verificationCode,
          publicAppUrl: app.config.publicAppUrl,
          language: request.language,
          validMinutes: OTP_TTL_MS / 60_000,
        }),
      );

      return successEnvelope(
        {
          id: registered.userId,
          email: fields.email,
          name: fields.Full_name,
          avatarUrl: avatarUrl(app, request, avatarFile),
          phone: fields.Phone,
          emailConfirmed: false,
          currentStep: 0,
          business_id: registered.businessId,
          role: 'admin' as const,
          permissions: registered.permissions,
          token: registered.accessToken,
          refresh_token: registered.refreshToken,
        },
        request.language,
        'registered',
      );
    },
  });
};
