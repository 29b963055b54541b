// POST /api/UsernameAuth/RegisterCompany (multipart): a business owner signs up. Checks the fields with
// the shared rules and the platform's password minimum, the optional photo by content and size,
// creates everything in one transaction, then e-mails the verification code (in the background).
import {
  PROFILE_IMAGE_MAX_BYTES,
  registerCompanyFieldsSchema,
  registerCompanyModelSchema,
} from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { OTP_TTL_MS } from '../../auth/email-verification';
import { avatarUrl } from '../../auth/account-model';
import { emailTakenError, registerCompany } from '../../businesses/company-registration';
import { AppError } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import { parseInput } from '../../http/parse-input';
import { verificationEmail } from '../../mail/templates/verification-email';
import { readPlatformSettings } from '../../platform/platform-settings';
import { sniffImageType, type ImageType } from '../../uploads/image-type';
import { findUserByEmail } from '../../users/user-record';
import { authRateLimits } from './auth-rate-limits';

const text = (description: string) => z.string().optional().describe(description);

/**
 * The multipart body as it arrives: every field optional here, so that the shared rules (run in the
 * handler with the live password minimum) name each missing field with its own message.
 */
const registerCompanyBodySchema = z.object({
  email: text('E-mail address; also the sign-in name'),
  Full_name: text('Owner full name'),
  Phone: text('Mobile: 10 digits starting with 05 (Arabic-Indic digits, spaces and dashes accepted)'),
  Business_name: text('Business name'),
  Password: text('At least the platform minimum length (8 by default)'),
  ActivityType: text(
    'restaurants, cafes, retail, hotels, healthcare, beauty, sports, automotive, education, or a custom activity',
  ),
  ProfileImage: z
    .union([z.custom<Buffer>((value) => Buffer.isBuffer(value)), z.string()])
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: 'Optional PNG, JPEG or WebP image, at most 5 MB',
    }),
});

const imageRejected = () => new AppError(415, 'invalidImage', { ProfileImage: ['invalidImage'] });

/** The photo's bytes and real type; no photo (or the empty part a browser sends for "no file") is null. */
function checkedProfileImage(value: Buffer | string | undefined): { bytes: Buffer; type: ImageType } | null {
  if (value === undefined || value.length === 0) return null;
  if (typeof value === 'string') throw imageRejected(); // a text field where a file belongs
  if (value.length > PROFILE_IMAGE_MAX_BYTES) {
    throw new AppError(413, 'payloadTooLarge', { ProfileImage: ['payloadTooLarge'] });
  }
  const type = sniffImageType(value);
  if (!type) throw imageRejected();
  return { bytes: value, type };
}

export const registerCompanyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/RegisterCompany',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Register a business and its owner (14-day trial, no card); e-mails a verification code',
        consumes: ['multipart/form-data'],
        body: registerCompanyBodySchema,
        response: envelopeResponses(registerCompanyModelSchema, { extraFailures: [409] }),
      },
      config: { rateLimit: authRateLimits(app.config.rateLimits).register },
    },
    async (request) => {
      const settings = await readPlatformSettings(app.db);
      const fields = parseInput(registerCompanyFieldsSchema(settings.passwordMinLength), request.body);
      const image = checkedProfileImage(request.body.ProfileImage);

      // Cheap early answer for the common case; the insert itself guards against a race.
      if (await app.db.transaction((tx) => findUserByEmail(tx, fields.email))) throw emailTakenError();

      const passwordHash = await hashPassword(fields.Password);
      const avatarFile = image ? await app.avatars.save(image.bytes, image.type) : null;
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
  );
};
