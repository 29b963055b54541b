// GET and PUT /api/platform-settings (the super admin, audited), the public password rule and platform status,
// the SMTP test send (which makes the saved SMTP settings the transport) and the webhook's secret and test.
import { createHash, randomBytes } from 'node:crypto';
import {
  ipAllowListEntries,
  platformSettingsRoutes,
  type PlatformSettings,
  type PlatformSettingsWrite,
} from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, conflict } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { platformAdminTransaction } from '../audit/platform-admin-transaction';
import { aiEndpointStatus } from './ai-endpoint';
import { ipAllowed } from './enforcement';
import { PrivateAddressError } from './outbound-address';
import { deliverTestEvent } from './platform-events';
import {
  assertPublicDestinations,
  privateDestinationError,
  SMTP_HOST_FIELD,
  WEBHOOK_URL_FIELD,
} from './public-destinations';
import { SettingsSmtpMailer, type SmtpSettings } from './settings-smtp-mailer';
import {
  cachedSettings,
  decryptSecret,
  encryptSecret,
  forgetCachedSettings,
  lockSettings,
  readActiveSmtp,
  readStoredSettings,
  SETTING_KEYS as K,
  writeSettings,
  type StoredPlatformSettings,
  type StoredSmtp,
} from './settings-store';

function sameSmtp(a: StoredSmtp | null, b: StoredSmtp | null): boolean {
  if (!a || !b) return false;
  return (
    a.host === b.host &&
    a.port === b.port &&
    a.username === b.username &&
    a.fromEmail === b.fromEmail &&
    a.fromName === b.fromName &&
    a.password?.value === b.password?.value
  );
}

/** The model: secrets only as "set" flags. */
export function settingsModel(app: FastifyInstance, stored: StoredPlatformSettings): PlatformSettings {
  const smtp = stored.smtp;
  return {
    revision: stored.revision,
    general: {
      platformName: stored.platformName,
      platformDescription: stored.platformDescription,
      defaultLanguage: stored.defaultLanguage,
      timezone: stored.timezone,
      maintenanceMode: stored.maintenanceMode,
    },
    email: {
      smtpHost: smtp?.host ?? '',
      smtpPort: smtp?.port ?? 587,
      smtpUsername: smtp?.username ?? '',
      fromEmail: smtp?.fromEmail ?? '',
      fromName: smtp?.fromName ?? '',
      smtpPasswordSet: Boolean(smtp?.password),
      // What every process sends through: the verified copy in the database, not this process's state.
      activeTransport: stored.smtpActive ? 'settings' : 'configured',
      verifiedAt: sameSmtp(stored.smtpActive, smtp) ? stored.smtpActive!.verifiedAt : null,
    },
    security: {
      passwordMinLength: stored.passwordPolicy.minLength,
      requireSpecialChars: stored.passwordPolicy.requireSpecialChars,
      sessionTimeout: stored.sessionTimeoutHours ?? app.config.refreshFamilyMaxAgeDays * 24,
      twoFactorAuth: stored.twoFactorRequiredForAdmins,
      ipWhitelist: stored.ipAllowList.join('\n'),
    },
    billing: {
      currency: 'SAR',
      taxRate: stored.taxRate,
      invoicePrefix: stored.invoicePrefix,
      paymentMethods: stored.paymentMethods,
      trialPeriod: stored.trialDays,
    },
    notifications: {
      emailNotifications: stored.notifications.email,
      // Not delivered yet: off, whatever an older version stored (the contract's offUntilAvailable).
      smsNotifications: false,
      pushNotifications: false,
      webhookUrl: stored.webhookUrl,
      webhookSecretSet: Boolean(stored.webhookSecret),
    },
    ai: aiEndpointStatus(app, stored.aiEndpoint),
  };
}

function smtpSettingsOf(app: FastifyInstance, smtp: StoredSmtp): SmtpSettings {
  return {
    host: smtp.host,
    port: smtp.port,
    username: smtp.username,
    password: smtp.password ? decryptSecret(app, K.smtp, smtp.password) : null,
    fromEmail: smtp.fromEmail,
    fromName: smtp.fromName,
  };
}

/**
 * The SMTP settings that last passed their test send deliver the platform's mail, in every process: each reads
 * them from the database before a send (mail-dispatcher.ts, a short cache) and rebuilds its transport when they
 * changed; a process that saved them reads them at once (refreshTransport).
 */
export function followVerifiedTransport(app: FastifyInstance): void {
  app.mailer.followTransportSetting(async () => {
    const active = await readActiveSmtp(app.db);
    if (!active) return null;
    return {
      key: createHash('sha256').update(JSON.stringify(active)).digest('hex'),
      build: () =>
        new SettingsSmtpMailer(smtpSettingsOf(app, active), app.config.mailFrom, app.config.outbound),
    };
  });
}

/** The rows a PUT writes, from the body and what is stored (secrets kept unless replaced). */
function nextValues(
  app: FastifyInstance,
  body: PlatformSettingsWrite & { general: { platformName: string } },
  stored: StoredPlatformSettings,
): { values: Record<string, unknown>; webhookSecret: string | null } {
  const { general, email, security, billing, notifications } = body;
  const host = email.smtpHost.trim();
  const password =
    !host || email.clearSmtpPassword
      ? null
      : email.smtpPassword
        ? encryptSecret(app, K.smtp, email.smtpPassword)
        : (stored.smtp?.password ?? null);
  const smtp: StoredSmtp | null = host
    ? {
        host,
        port: email.smtpPort,
        username: email.smtpUsername.trim(),
        fromEmail: email.fromEmail.trim().toLowerCase(),
        fromName: email.fromName.trim(),
        password,
      }
    : null;
  const webhookUrl = notifications.webhookUrl.trim();
  let webhookSecret: string | null = null;
  let storedSecret = stored.webhookSecret;
  if (webhookUrl && !storedSecret) {
    webhookSecret = randomBytes(32).toString('base64url');
    storedSecret = encryptSecret(app, K.webhookSecret, webhookSecret);
  }
  const values: Record<string, unknown> = {
    [K.platformName]: general.platformName.trim(),
    [K.platformDescription]: (general.platformDescription ?? '').trim(),
    [K.defaultLanguage]: general.defaultLanguage,
    [K.timezone]: general.timezone,
    [K.maintenanceMode]: general.maintenanceMode,
    [K.smtp]: smtp,
    [K.passwordMinLength]: security.passwordMinLength,
    [K.passwordRequireSpecial]: security.requireSpecialChars,
    [K.sessionTimeoutHours]: security.sessionTimeout,
    [K.twoFactorRequired]: security.twoFactorAuth,
    [K.ipAllowList]: ipAllowListEntries(security.ipWhitelist),
    [K.taxRate]: Math.round(billing.taxRate * 100) / 100,
    [K.invoicePrefix]: billing.invoicePrefix.trim(),
    [K.paymentMethods]: [...new Set(billing.paymentMethods)],
    [K.trialDays]: billing.trialPeriod,
    [K.notifications]: {
      email: notifications.emailNotifications,
      sms: notifications.smsNotifications,
      push: notifications.pushNotifications,
    },
    [K.webhookUrl]: webhookUrl,
    [K.webhookSecret]: storedSecret,
  };
  if (body.ai) {
    values[K.aiEndpoint] = {
      region: body.ai.endpointRegion,
      provider: body.ai.provider.trim(),
      transfersAbroadAllowed: body.ai.transfersAbroadAllowed,
    };
  }
  // No SMTP settings any more: mail goes back to the configured transport.
  if (!smtp) values[K.smtpActive] = null;
  return { values, webhookSecret };
}

const audited = (action: string) => ({ action, targetType: 'platform_settings' });

export const platformSettingsRoutePlugin: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, platformSettingsRoutes.get, {
    handler: async (request) => {
      const stored = await platformAdminTransaction(app, request, audited('settings.read'), (tx) =>
        readStoredSettings(tx),
      );
      return successEnvelope(settingsModel(app, stored), request.language);
    },
  });

  registerRoute(app, platformSettingsRoutes.update, {
    handler: async (request) => {
      const body = request.body;
      const allowList = ipAllowListEntries(body.security.ipWhitelist);
      if (!ipAllowed(allowList, request.ip)) {
        throw new AppError(
          400,
          'validationFailed',
          { 'security.ipWhitelist': ['ipWhitelistExcludesYou'] },
          { ip: request.ip },
        );
      }
      await assertPublicDestinations(app, body);
      const { stored, webhookSecret } = await platformAdminTransaction(
        app,
        request,
        audited('settings.update'),
        async (tx, entry) => {
          await lockSettings(tx);
          const current = await readStoredSettings(tx);
          if (current.revision !== body.revision) throw conflict('platformSettingsOutdated');
          const next = nextValues(app, body, current);
          const changed = await writeSettings(tx, next.values, app.now());
          entry.detail = { changed };
          return { stored: await readStoredSettings(tx), webhookSecret: next.webhookSecret };
        },
      );
      forgetCachedSettings(app);
      // No SMTP host any more clears the verified copy: this process goes back at once, the others on their next send.
      if (!stored.smtp) await app.mailer.refreshTransport();
      return successEnvelope(
        { ...settingsModel(app, stored), webhookSecret },
        request.language,
        webhookSecret ? 'webhookSecretCreated' : 'platformSettingsSaved',
      );
    },
  });

  registerRoute(app, platformSettingsRoutes.passwordPolicy, {
    handler: async (request) => {
      const { passwordPolicy } = await cachedSettings(app);
      return successEnvelope(passwordPolicy, request.language);
    },
  });

  registerRoute(app, platformSettingsRoutes.status, {
    handler: async (request) => {
      const settings = await cachedSettings(app);
      return successEnvelope(
        { platformName: settings.platformName, defaultLanguage: settings.defaultLanguage },
        request.language,
      );
    },
  });

  registerRoute(app, platformSettingsRoutes.testSmtp, {
    handler: async (request) => {
      const stored = await readStoredSettings(app.db);
      if (!stored.smtp) throw conflict('smtpNotConfigured');
      const smtp = stored.smtp;
      const mailer = new SettingsSmtpMailer(
        smtpSettingsOf(app, smtp),
        app.config.mailFrom,
        app.config.outbound,
      );
      const sent = await sendTest(mailer, request);
      if (!sent) {
        await mailer.close();
        throw new AppError(422, 'smtpTestFailed');
      }
      const verifiedAt = app.now().toISOString();
      await platformAdminTransaction(app, request, audited('settings.smtp_verified'), async (tx, entry) => {
        await lockSettings(tx);
        await writeSettings(tx, { [K.smtpActive]: { ...smtp, verifiedAt } }, app.now());
        entry.detail = { host: smtp.host, port: smtp.port };
      });
      forgetCachedSettings(app);
      await mailer.close();
      await app.mailer.refreshTransport();
      return successEnvelope(
        { activeTransport: 'settings' as const, verifiedAt },
        request.language,
        'smtpTestSent',
      );
    },
  });

  registerRoute(app, platformSettingsRoutes.createWebhookSecret, {
    handler: async (request) => {
      const webhookSecret = randomBytes(32).toString('base64url');
      await platformAdminTransaction(app, request, audited('settings.webhook_secret'), async (tx) => {
        await lockSettings(tx);
        await writeSettings(
          tx,
          { [K.webhookSecret]: encryptSecret(app, K.webhookSecret, webhookSecret) },
          app.now(),
        );
      });
      forgetCachedSettings(app);
      return successEnvelope({ webhookSecret }, request.language, 'webhookSecretCreated');
    },
  });

  registerRoute(app, platformSettingsRoutes.testWebhook, {
    handler: async (request) => {
      forgetCachedSettings(app);
      const status = await deliverTestEvent(app).catch((error: unknown) => {
        if (error instanceof PrivateAddressError) throw privateDestinationError(WEBHOOK_URL_FIELD);
        throw error;
      });
      if (status === null) throw conflict('webhookNotConfigured');
      if (status < 200 || status >= 300) throw new AppError(422, 'webhookTestFailed');
      return successEnvelope({ status }, request.language, 'webhookTestDelivered');
    },
  });
};

async function sendTest(mailer: SettingsSmtpMailer, request: FastifyRequest<{ Body: { to: string } }>) {
  const english = request.language === 'en';
  try {
    await mailer.send({
      to: request.body.to,
      subject: english ? 'Sumaa: SMTP test' : 'سمعة: اختبار SMTP',
      text: english
        ? 'This test e-mail was sent with the SMTP settings of the platform administration.'
        : 'أُرسلت رسالة الاختبار هذه بإعدادات SMTP في إدارة المنصة.',
      html: english
        ? '<p>This test e-mail was sent with the SMTP settings of the platform administration.</p>'
        : '<p dir="rtl">أُرسلت رسالة الاختبار هذه بإعدادات SMTP في إدارة المنصة.</p>',
    });
    return true;
  } catch (error) {
    if (error instanceof PrivateAddressError) throw privateDestinationError(SMTP_HOST_FIELD);
    request.log.warn(
      { err: { name: (error as Error)?.name, code: (error as { code?: unknown })?.code } },
      'SMTP test send failed',
    );
    return false;
  }
}
