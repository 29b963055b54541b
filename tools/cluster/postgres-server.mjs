// Debian's PostgreSQL and pgbouncer for `npm run start:cluster`, the way tools/ci/api-tests-postgres.sh starts its
// throw-away server: initdb (trust on loopback) and the servers run as the `postgres` system user when we are root
// (initdb refuses root), here in the foreground as children so Ctrl+C stops them. The data folder is kept between
// starts (the cluster folder's pg/); --fresh deletes it first.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { renderTemplate } from './cluster-files.mjs';

export const DATABASE = 'sumaa';

/** The newest /usr/lib/postgresql/<n>/bin (Debian's `postgresql` package), or an error saying what to install. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0)
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)',
    );
  return path.join(base, versions.at(-1), 'bin');
}

export function pgbouncerBin() {
  for (const candidate of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'])
    if (existsSync(candidate)) return candidate;
  throw new Error('pgbouncer not found (apt-get install -y pgbouncer)');
}

const asRoot = process.getuid?.() === 0;

/** The command line that runs `command` as the cluster's owner: `postgres` under root (setpriv execs, no shell). */
function asOwner(command, args) {
  if (!asRoot) return [command, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
}

function ownedByPostgres(...paths) {
  if (!asRoot) return;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  for (const target of paths) chownSync(target, uid, gid);
}

function runOrThrow(command, args, what) {
  const [cmd, cmdArgs] = asOwner(command, args);
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Starts PostgreSQL (initdb on first use) and pgbouncer in front of it. `spawnChild` runs a supervised child;
 * PostgreSQL itself is returned so the caller can stop it last (SIGINT: fast shutdown).
 */
export async function startDatabase({ clusterDir, runDir, pgPort, pgbouncerPort, fsync, spawnChild }) {
  const bin = postgresBinDir();
  const pgData = path.join(clusterDir, 'pg');
  mkdirSync(runDir, { recursive: true });
  ownedByPostgres(runDir);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    mkdirSync(pgData, { recursive: true, mode: 0o700 });
    ownedByPostgres(pgData);
    runOrThrow(
      path.join(bin, 'initdb'),
      [
        '-D',
        pgData,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        ...(fsync ? [] : ['--no-sync']),
      ],
      'initdb',
    );
  }
  const confFile = path.join(runDir, 'postgresql.conf');
  writeFileSync(
    confFile,
    renderTemplate('postgresql.conf', {
      PG_DATA: pgData,
      PG_PORT: pgPort,
      RUN_DIR: runDir,
      PG_FSYNC: fsync ? 'on' : 'off',
    }),
  );
  ownedByPostgres(confFile);

  const logFile = path.join(runDir, 'postgres.log');
  const log = openSync(logFile, 'a');
  ownedByPostgres(logFile);
  const [cmd, cmdArgs] = asOwner(path.join(bin, 'postgres'), ['-c', `config_file=${confFile}`]);
  const postgres = spawn(cmd, cmdArgs, { stdio: ['ignore', log, log] });
  await waitForPostgres(bin, runDir, pgPort, postgres, logFile);

  const exists = runOrThrow(
    path.join(bin, 'psql'),
    [
      '-h',
      runDir,
      '-p',
      String(pgPort),
      '-U',
      'postgres',
      '-qAt',
      '-c',
      `SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`,
    ],
    'looking for the database',
  );
  if (exists.trim() !== '1')
    runOrThrow(
      path.join(bin, 'psql'),
      ['-h', runDir, '-p', String(pgPort), '-U', 'postgres', '-qAt', '-c', `CREATE DATABASE ${DATABASE}`],
      'CREATE DATABASE',
    );
  const version = runOrThrow(
    path.join(bin, 'psql'),
    ['-h', runDir, '-p', String(pgPort), '-U', 'postgres', '-qAt', '-c', 'SHOW server_version'],
    'SHOW server_version',
  ).trim();

  const userlist = path.join(runDir, 'userlist.txt');
  writeFileSync(userlist, '"postgres" ""\n');
  const iniFile = path.join(runDir, 'pgbouncer.ini');
  writeFileSync(
    iniFile,
    renderTemplate('pgbouncer.ini', { PG_PORT: pgPort, PGBOUNCER_PORT: pgbouncerPort, RUN_DIR: runDir }),
  );
  ownedByPostgres(userlist, iniFile);
  const [bouncerCmd, bouncerArgs] = asOwner(pgbouncerBin(), ['-q', iniFile]);
  spawnChild(bouncerCmd, bouncerArgs);

  return {
    postgres,
    version,
    pgData,
    logFile,
    /** As the superuser, straight to the server (not through pgbouncer): for the kill test's checks. */
    directUrl: `postgres://postgres@127.0.0.1:${pgPort}/${DATABASE}`,
    /** What the API processes use: through pgbouncer. */
    pooledUrl: `postgres://postgres@127.0.0.1:${pgbouncerPort}/${DATABASE}`,
  };
}

async function waitForPostgres(bin, runDir, port, child, logFile) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`PostgreSQL stopped while starting:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    const ready = spawnSync(path.join(bin, 'pg_isready'), ['-q', '-h', runDir, '-p', String(port)]);
    if (ready.status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('PostgreSQL did not accept connections within 30 s');
}
