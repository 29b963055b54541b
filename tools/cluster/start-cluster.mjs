#!/usr/bin/env node
// `npm run start:cluster`: the production topology on one machine. Debian's PostgreSQL, Debian's pgbouncer in
// transaction pooling, N API processes (default 2) each with its own DATA_DIR and the same secrets, all through
// pgbouncer, Debian's HAProxy in front of them on the API's port (3000, what the apps' config.json names), and the
// stand-ins, the apps and the demo owner exactly as `npm start` does (tools/start/product-pieces.mjs). Every piece
// is configured from the files beside this one (haproxy.cfg, pgbouncer.ini, postgresql.conf). An API process that
// dies is started again after a second, as a service manager would; HAProxy routes around it meanwhile.
// Ctrl+C stops everything. See tools/cluster/README.md.
//
// Options: --apis N (2), --fresh (delete the cluster folder first), --no-build (reuse dist/), --dir <folder>
// (SUMAA_CLUSTER_DIR; default .data/cluster). Ports: PORT (3000, HAProxy), SUMAA_CLUSTER_API_PORT (3101: the
// first API process; the next ones count up), SUMAA_CLUSTER_PG_PORT (54380; pgbouncer on the next port),
// SUMAA_CLUSTER_STATS_PORT (8404, HAProxy's status page); SUMAA_CLUSTER_PG_FSYNC=off for a throw-away cluster.
import { existsSync, mkdirSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  API_BUNDLE,
  apiEnvironment,
  buildAndPrerender,
  createSupervisor,
  productLines,
  root,
  seedDemo,
  standinSettings,
  startApps,
  startStandins,
  waitFor,
  waitForProduct,
} from '../start/product-pieces.mjs';
import { renderTemplate, sharedSecrets, writeClusterState } from './cluster-files.mjs';
import { startDatabase } from './postgres-server.mjs';

const { values: options } = parseArgs({
  options: {
    apis: { type: 'string', default: '2' },
    fresh: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    dir: { type: 'string', default: process.env.SUMAA_CLUSTER_DIR ?? path.join(root, '.data/cluster') },
  },
});
const apiCount = Number(options.apis);
if (!Number.isInteger(apiCount) || apiCount < 1 || apiCount > 16) {
  console.error('--apis takes a whole number from 1 to 16');
  process.exit(2);
}

const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => existsSync(candidate));
if (!HAPROXY) {
  console.error('HAProxy not found (apt-get install -y haproxy)');
  process.exit(2);
}

const clusterDir = path.resolve(options.dir);
const runDir = path.join(clusterDir, 'run');
const LB_PORT = Number(process.env.PORT ?? 3000);
const LB_URL = `http://localhost:${LB_PORT}`;
const API_BASE_PORT = Number(process.env.SUMAA_CLUSTER_API_PORT ?? 3101);
const PG_PORT = Number(process.env.SUMAA_CLUSTER_PG_PORT ?? 54380);
const PGBOUNCER_PORT = PG_PORT + 1;
const STATS_PORT = Number(process.env.SUMAA_CLUSTER_STATS_PORT ?? 8404);
// How long a dead API process stays dead before the supervisor starts it again. The kill test sets it above
// HAProxy's fall time (2 checks 1 s apart), so that the load balancer is seen taking the process out.
const RESTART_DELAY_MS = Number(process.env.SUMAA_CLUSTER_RESTART_DELAY_MS ?? 1000);
const settings = standinSettings();
const supervisor = createSupervisor();

if (options.fresh && existsSync(clusterDir)) {
  console.log(`--fresh: deleting ${clusterDir}`);
  rmSync(clusterDir, { recursive: true, force: true });
}
mkdirSync(clusterDir, { recursive: true });
// The postgres user must reach pg/ and run/ inside it (it may be a private temporary folder).
chmodSync(clusterDir, 0o711);

rmSync(path.join(clusterDir, 'ready'), { force: true });
buildAndPrerender({ build: !options['no-build'] });

let database;
try {
  database = await startDatabase({
    clusterDir,
    runDir,
    pgPort: PG_PORT,
    pgbouncerPort: PGBOUNCER_PORT,
    fsync: process.env.SUMAA_CLUSTER_PG_FSYNC !== 'off',
    spawnChild: (command, args) => supervisor.run(command, args),
  });
} catch (error) {
  console.error(error.message);
  supervisor.stop(1);
  await new Promise(() => {});
}
// PostgreSQL stops last, fast (SIGINT), once everything that talks to it was told to stop.
supervisor.onStop(
  () =>
    new Promise((resolve) => {
      if (database.postgres.exitCode !== null) return resolve();
      database.postgres.once('exit', resolve);
      database.postgres.kill('SIGINT');
      setTimeout(resolve, 10_000).unref();
    }),
);
database.postgres.on('exit', (code, signal) => {
  if (supervisor.stopping) return;
  console.error(`\nPostgreSQL stopped (${signal ?? code}); stopping. Its log: ${database.logFile}`);
  supervisor.stop(1);
});

const secrets = sharedSecrets(clusterDir);
// The WhatsApp and SMS stand-ins call the webhooks through the load balancer, like the real providers would.
await startStandins(supervisor, settings, clusterDir, { apiUrl: LB_URL });

const apis = Array.from({ length: apiCount }, (_, index) => ({
  name: `api-${index + 1}`,
  port: API_BASE_PORT + index,
  pid: null,
  restarts: 0,
}));

function saveState() {
  writeClusterState(clusterDir, {
    loadBalancerUrl: LB_URL,
    statsUrl: `http://127.0.0.1:${STATS_PORT}/`,
    databaseUrl: database.directUrl,
    pooledDatabaseUrl: database.pooledUrl,
    googleStandinUrl: settings.withStandin ? settings.standinUrl : null,
    jobsLeaseSeconds: Number(process.env.JOBS_LEASE_SECONDS ?? 60),
    apis: apis.map(({ name, port, pid, restarts }) => ({ name, port, pid, restarts })),
  });
}

/**
 * The API's log without HAProxy's health checks (two a second per process would bury everything else): a check's
 * "incoming request" line names the URL, its "request completed" line only the request id.
 */
function printWithoutHealthChecks(stream) {
  const checks = new Set();
  createInterface({ input: stream }).on('line', (line) => {
    if (line.includes('"url":"/api/UsernameAuth/health"')) {
      const id = /"reqId":"([^"]+)"/.exec(line)?.[1];
      if (id) checks.add(id);
      return;
    }
    const id = line.includes('"msg":"request completed"') ? /"reqId":"([^"]+)"/.exec(line)?.[1] : null;
    if (id && checks.delete(id)) return;
    process.stdout.write(`${line}\n`);
  });
}

function startApi(api) {
  const dataDir = path.join(clusterDir, api.name);
  mkdirSync(dataDir, { recursive: true });
  const child = supervisor.run(
    process.execPath,
    ['--enable-source-maps', API_BUNDLE],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...apiEnvironment(settings),
        ...secrets,
        PORT: String(api.port),
        // Reached through HAProxy only.
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.pooledUrl,
        // The system page's logs say which process answered; its manual backups are one folder for all.
        SUMAA_PROCESS_NAME: api.name,
        SYSTEM_BACKUPS_DIR: path.join(clusterDir, 'backups'),
        // HAProxy's X-Forwarded-For names the client; nobody else's is believed.
        TRUST_PROXY: '127.0.0.1',
        // Links in e-mails and Google's redirect point at the load balancer, not at one process.
        PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? LB_URL,
      },
    },
    {
      onExit: (code, signal) => {
        console.error(
          `\n${api.name} (pid ${child.pid}, :${api.port}) ended (${signal ?? `exit ${code}`}); starting it again in ${RESTART_DELAY_MS / 1000} s.`,
        );
        api.pid = null;
        saveState();
        setTimeout(() => {
          if (supervisor.stopping) return;
          api.restarts += 1;
          startApi(api);
        }, RESTART_DELAY_MS);
      },
    },
  );
  printWithoutHealthChecks(child.stdout);
  api.pid = child.pid;
  saveState();
}
for (const api of apis) startApi(api);

const haproxyFile = path.join(runDir, 'haproxy.cfg');
writeFileSync(
  haproxyFile,
  renderTemplate('haproxy.cfg', {
    LB_PORT,
    STATS_PORT,
    SERVERS: apis.map((api) => `  server ${api.name} 127.0.0.1:${api.port} check`).join('\n'),
  }),
);
// -db: in the foreground, so Ctrl+C (SIGTERM from the supervisor) stops it.
supervisor.run(HAPROXY, ['-db', '-f', haproxyFile]);
startApps(supervisor, settings);

// Every process answers on its own port before the product counts as up, then through the load balancer.
try {
  await Promise.all(apis.map((api) => waitFor(`http://127.0.0.1:${api.port}/api/UsernameAuth/health`)));
} catch (error) {
  console.error(error.message);
  supervisor.stop(1);
}
await waitForProduct(supervisor, settings, LB_URL);
const demo = await seedDemo(supervisor, settings, LB_URL);
writeFileSync(path.join(clusterDir, 'ready'), new Date().toISOString());

if (!supervisor.stopping) {
  console.log(`
  ┌──────────────────────────────────────────────────────────────────┐
    Sumaa is running as a cluster (${clusterDir})
    Open:        http://localhost:4200
    API:         ${LB_URL}   (HAProxy, round robin; status: http://127.0.0.1:${STATS_PORT}/)
    Processes:   ${apis.map((api) => `${api.name} :${api.port} (pid ${api.pid})`).join(', ')}
    Database:    PostgreSQL ${database.version} :${PG_PORT} (data ${database.pgData}), through pgbouncer :${PGBOUNCER_PORT} (transaction pooling)
    Secrets:     ${path.join(clusterDir, 'jwt-secret')}, ${path.join(clusterDir, 'google-token-key')} (shared by every process)
    E-mails:     ${LB_URL}/dev/outbox   (no SMTP_URL set: mail goes to the outbox; this machine only)
${productLines(settings, demo).join('\n')}
    Super admin: see the API's start-up lines above (SUMAA_ADMIN_EMAIL / SUMAA_ADMIN_PASSWORD to choose)
    Stop:        Ctrl+C
  └──────────────────────────────────────────────────────────────────┘
`);
}
