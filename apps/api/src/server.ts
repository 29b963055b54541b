// Starts the API: reads the configuration, builds the app, listens, and says where everything is.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { GENERATED_SUPER_ADMIN_EMAIL } from './db/seeds/super-admin';
import { DevClock, devClockRoutes } from './dev-tools/dev-clock';
import { OPENAPI_DOCS_PATH } from './plugins/external/openapi';
import { logUnhandledRejection } from './unhandled-rejection';

async function main(): Promise<void> {
  const config = loadConfig();
  // The e2e run moves the clock past a trial's end (SUMAA_DEV_CLOCK=on; never in production).
  const devClock = config.devClock ? new DevClock() : null;
  const app = await buildApp({
    config,
    ...(devClock ? { now: devClock.now, extraRoutes: devClockRoutes(devClock) } : {}),
  });
  process.on('unhandledRejection', logUnhandledRejection(app.log));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ port: config.port, host: config.host });

  const base = config.publicApiUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    'Sumaa API / سمعة',
    `  API:      ${base}/api`,
    `  Docs:     ${base}${OPENAPI_DOCS_PATH}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`}`,
    `  E-mails:  ${app.mailer.describe()}`,
  ];
  const generated = app.startup.generatedSuperAdmin;
  if (generated) {
    lines.push(
      '',
      '  Super admin created. This password is shown only once; store it now:',
      `    e-mail:   ${generated.email}`,
      `    password: ${generated.password}`,
    );
  } else if (config.superAdmin.email && config.superAdmin.password) {
    lines.push(`  Super admin: ${config.superAdmin.email} (password from SUMAA_ADMIN_PASSWORD)`);
  } else {
    // Only the hash is kept, so a generated password cannot be shown again: say where it was and how to choose one.
    lines.push(
      `  Super admin: ${config.superAdmin.email ?? GENERATED_SUPER_ADMIN_EMAIL} (password printed at the first start;`,
      '               set SUMAA_ADMIN_EMAIL and SUMAA_ADMIN_PASSWORD to choose them)',
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
