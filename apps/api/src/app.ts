// buildApp: the whole API as a ready Fastify instance (fastify/demo style). Plugins load in order:
// external (security headers, CORS, rate limits, multipart, OpenAPI), then ours (context, language,
// errors, database, mail, uploads, authentication, jobs), then the domain plugins in their declared order. server.ts only starts it; tests inject into it.
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { prepareDatabase, type PreparedDatabase } from './db/prepare-database';
import { counterStoreFor, type CounterStore } from './http/counter-store';
import { namePluginsByFunctionName } from './http/plugin-names';
import { withRedactedRequestLogs } from './http/request-log-redaction';
import { envelopeFriendlyValidatorCompiler } from './http/validator-compiler';
import { appContextPlugin } from './plugins/app/app-context';
import { secretsPlugin } from './plugins/app/secrets';
import { databasePlugin } from './plugins/app/database';
import { errorHandlingPlugin, sendFrameworkError } from './plugins/app/error-handling';
import { inputCharactersPlugin } from './plugins/app/input-characters';
import { jobsPlugin } from './jobs/jobs-plugin';
import { eventsPlugin } from './events/events-plugin';
import { jsonBodyPlugin } from './plugins/app/json-body';
import { mailPlugin } from './plugins/app/mail';
import { requestLanguagePlugin } from './plugins/app/request-language';
import { uploadsPlugin } from './plugins/app/uploads';
import { corsPlugin } from './plugins/external/cors';
import { multipartPlugin } from './plugins/external/multipart';
import { openApiPlugin } from './plugins/external/openapi';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { securityHeadersPlugin } from './plugins/external/security-headers';
import {
  authPlugin,
  authServicesPlugin,
  authenticationPlugin,
  emailConfirmedGuardPlugin,
} from './domains/auth';
import { businessesPlugin } from './domains/businesses';
import { competitorsPlugin } from './domains/competitors';
import { contactsPlugin } from './domains/contacts';
import { googlePlugin } from './domains/google';
import { insightsPlugin } from './domains/insights';
import { privacyPlugin } from './domains/privacy';
import { notificationsPlugin } from './domains/notifications';
import { onboardingPlugin } from './domains/onboarding';
import { billingPlugin } from './domains/billing';
import { LogRing, logRingSizeFrom, platformPlugin, withLogRing } from './domains/platform';
import { reportsPlugin } from './domains/reports';
import { reviewRequestsPlugin } from './domains/review-requests';
import { replyRulesPlugin } from './domains/reply-rules';
import { reviewsPlugin } from './domains/reviews';
import { teamPlugin } from './domains/team';

export interface BuildAppOptions {
  config: AppConfig;
  /** A database opened by the caller (tests: in-memory PGlite), who then also closes it. */
  database?: Database;
  /** The clock behind every expiry (tokens, codes, trials); tests move it forward. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Routes mounted after the built-in ones, with every app plugin available (tools, test probes). */
  extraRoutes?: FastifyPluginAsync;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What preparing the database did at this start (server.ts prints a generated admin password). */
    startup: PreparedDatabase;
    /** The API's recent log lines for the system page (domains/platform/system/log-ring.ts). */
    logRing: LogRing;
    counters: CounterStore;
  }
}

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The domain plugins, bottom up, in the order domains/domain-order.json declares (a test holds the two together).
 * Each registers its routes, job kinds and schedules, and Fastify checks at boot that the domains it depends on
 * came before it. Platform comes first: its maintenance and IP allow-list hooks guard every route after it.
 */
export const DOMAIN_PLUGINS = [
  platformPlugin,
  authPlugin,
  businessesPlugin,
  teamPlugin,
  billingPlugin,
  googlePlugin,
  reviewsPlugin,
  competitorsPlugin,
  reportsPlugin,
  notificationsPlugin,
  onboardingPlugin,
  contactsPlugin,
  insightsPlugin,
  reviewRequestsPlugin,
  replyRulesPlugin,
  privacyPlugin,
];

/** TRUST_PROXY=n: the n proxies nearest to us are believed about who they forwarded for. */
function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));

  let app: FastifyInstance | undefined;
  try {
    const startup = await prepareDatabase(database, config, now());
    const logRing = new LogRing(logRingSizeFrom());

    app = Fastify({
      logger: withLogRing(withRedactedRequestLogs(options.logger ?? { level: config.logLevel }), logRing),
      routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      // A malformed URL or an over-long path parameter, caught by the router before any hook: an envelope too.
      frameworkErrors: sendFrameworkError,
      // Multipart bodies are bounded by the multipart limits (5 MB photo), not by the JSON body limit.
      pluginTimeout: 30_000,
      // Behind a load balancer, request.ip (and so every per-address limit) is the real client (TRUST_PROXY).
      // A hop count as the function Fastify itself builds from one (its types accept only the function).
      trustProxy:
        typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
      // A client that trickles its request, or holds a silent connection, does not hold a socket forever.
      requestTimeout: config.http.requestTimeoutMs,
      connectionTimeout: config.http.connectionTimeoutMs,
    }).withTypeProvider<ZodTypeProvider>();
    namePluginsByFunctionName(app);
    app.setValidatorCompiler(envelopeFriendlyValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('startup', startup);
    app.decorate('logRing', logRing);
    // Rate limits, lockouts and decoys count here: shared by every process on PostgreSQL (counter-store.ts).
    const counters = counterStoreFor(database);
    app.decorate('counters', counters);

    await app.register(securityHeadersPlugin);
    await app.register(corsPlugin, { origins: config.corsOrigins });
    await app.register(rateLimitPlugin, { globalPerMinute: config.rateLimits.globalPerMinute, counters });
    await app.register(multipartPlugin);
    await app.register(openApiPlugin);

    await app.register(appContextPlugin, { config, now });
    await app.register(secretsPlugin);
    await app.register(requestLanguagePlugin);
    await app.register(errorHandlingPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(inputCharactersPlugin);
    await app.register(databasePlugin, { database, closeOnShutdown: ownsDatabase });
    await app.register(mailPlugin);
    await app.register(uploadsPlugin);
    await app.register(authServicesPlugin);
    await app.register(authenticationPlugin);
    await app.register(emailConfirmedGuardPlugin);
    await app.register(jobsPlugin);
    await app.register(eventsPlugin);

    for (const domain of DOMAIN_PLUGINS) await app.register(domain);
    if (options.extraRoutes) await app.register(options.extraRoutes);
    await app.ready();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}
