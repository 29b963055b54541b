import path from 'node:path';
import { ConfigError, configWarnings, loadConfig } from '../config';
import { captureLogs } from '../testing/log-capture';
import { createTestApp } from '../testing/test-app';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    const dataDir = path.resolve(__dirname, '../../../../.data/api');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir,
      pgliteDir: path.join(dataDir, 'pg'),
      uploadsDir: path.join(dataDir, 'uploads'),
      jwtSecretFile: path.join(dataDir, 'jwt-secret'),
      publicAppUrl: 'http://localhost:4200',
      smtpUrl: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      refreshReuseGraceSeconds: 30,
      production: false,
    });
    expect(config.rateLimits).toMatchObject({
      loginFailuresPerAccount: 20,
      otpPerEmailDaily: 10,
      otpConfirmPerEmailDaily: 30,
      passwordResetPerEmailDaily: 10,
      otpFailuresPerDay: 15,
    });
    expect(config.corsOrigins).toEqual([
      'http://localhost:4200',
      'http://localhost:4201',
      'http://localhost:4202',
      'http://localhost:4203',
      'http://localhost:4204',
    ]);
  });

  it('reads the environment, trimming trailing slashes and list spaces', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/sumaa',
      DATABASE_URL: 'postgres://u:p@db:5432/sumaa',
      JWT_SECRET: 'a-signing-secret-every-process-shares-0123',
      GOOGLE_TOKEN_ENCRYPTION_KEY: '5a'.repeat(32),
      PUBLIC_APP_URL: 'https://app.sumaa.sa/',
      CORS_ORIGINS: 'https://app.sumaa.sa, https://admin.sumaa.sa/',
      SUMAA_ADMIN_EMAIL: 'Admin@Sumaa.SA',
      SUMAA_ADMIN_PASSWORD: 'long-enough-password',
      RATE_LIMIT_LOGIN_MAX: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/sumaa',
      pgliteDir: '/srv/sumaa/pg',
      databaseUrl: 'postgres://u:p@db:5432/sumaa',
      publicAppUrl: 'https://app.sumaa.sa',
      corsOrigins: ['https://app.sumaa.sa', 'https://admin.sumaa.sa'],
      superAdmin: { email: 'admin@sumaa.sa', password: 'long-enough-password' },
    });
    expect(config.rateLimits.login).toBe(3);
  });

  it('reads the per-account limits, the refresh grace window and production mode', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      REFRESH_TOKEN_REUSE_GRACE_SECONDS: '0',
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX: '4',
      RATE_LIMIT_OTP_PER_EMAIL_DAILY_MAX: '5',
      RATE_LIMIT_OTP_CONFIRM_PER_EMAIL_DAILY_MAX: '6',
      RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_DAILY_MAX: '7',
      RATE_LIMIT_OTP_FAILURES_PER_DAY: '8',
    });
    expect(config.production).toBe(true);
    expect(config.refreshReuseGraceSeconds).toBe(0);
    expect(config.rateLimits).toMatchObject({
      loginFailuresPerAccount: 4,
      otpPerEmailDaily: 5,
      otpConfirmPerEmailDaily: 6,
      passwordResetPerEmailDaily: 7,
      otpFailuresPerDay: 8,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  it('fails loudly, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', JWT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', JWT_SECRET: 'short' });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/JWT_SECRET/);
    }
  });

  it('refuses an admin password without the admin e-mail', () => {
    expect(() => loadConfig({ SUMAA_ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/SUMAA_ADMIN_EMAIL/);
  });

  it('refuses a PostgreSQL server without the secrets every process must share, naming each', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/sumaa' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET must be set when DATABASE_URL is/);
    expect(attempt).toThrow(/GOOGLE_TOKEN_ENCRYPTION_KEY must be set when DATABASE_URL is/);
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://u:p@db:5432/sumaa',
        JWT_SECRET: 'a-signing-secret-every-process-shares-0123',
      }),
    ).toThrow(/^(?![\s\S]*JWT_SECRET must)[\s\S]*GOOGLE_TOKEN_ENCRYPTION_KEY must be set/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
      port: 3000,
    });
  });
});

describe('loadConfig: security settings', () => {
  it('defaults to no outbox route, no trusted proxy, bounded timeouts and 90-day sign-ins', () => {
    expect(loadConfig({})).toMatchObject({
      devOutbox: false,
      trustProxy: false,
      refreshFamilyMaxAgeDays: 90,
      http: { requestTimeoutMs: 60_000, connectionTimeoutMs: 120_000 },
      databaseTimeouts: { statementMs: 15_000, idleInTransactionMs: 15_000 },
    });
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.4', ['10.0.0.0/8', '192.168.1.4']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%s as Fastify takes it', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is none of those', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loadbalancer.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ SUMAA_DEV_OUTBOX: 'yes' })).toThrow(/SUMAA_DEV_OUTBOX/);
  });
});

describe('configWarnings', () => {
  it('warns, without refusing to start, when production has no PUBLIC_API_URL for the e-mails’ links', () => {
    const [warning, ...others] = configWarnings(loadConfig({ NODE_ENV: 'production', PORT: '8080' }));
    expect(others).toEqual([]);
    expect(warning).toMatch(/^PUBLIC_API_URL is not set in production/);
    expect(warning).toContain('unsubscribe links');
    expect(warning).toContain('http://localhost:8080');
    expect(
      configWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_API_URL: 'https://api.sumaa.sa' })),
    ).toEqual([]);
    // Outside production localhost is where the API is.
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('are logged once as the app starts', async () => {
    const logs = captureLogs();
    const t = await createTestApp(
      { NODE_ENV: 'production' },
      { logger: { level: 'warn', stream: logs.stream } },
    );
    try {
      expect(
        logs
          .records<{ level: number; msg: string }>()
          .filter((line) => line.msg.startsWith('PUBLIC_API_URL is not set in production')),
      ).toEqual([expect.objectContaining({ level: 40 })]);
    } finally {
      await t.close();
    }
  });
});
