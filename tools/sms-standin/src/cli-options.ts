// Options of the command line, read from the environment (flags over them). A wrong value stops the start with a
// message naming it, instead of running on a surprising default.
import type { SmsStandinOptions } from './standin';

export const USAGE = `Usage: npx tsx tools/sms-standin/src/main.ts [options]

Options (each also as an environment variable):
  --port <n>             SMS_STANDIN_PORT          default 4600 (0 = any free port)
  --host <address>       SMS_STANDIN_HOST          default: every interface
  --public-url <url>     SMS_STANDIN_PUBLIC_URL    default http://localhost:<port>
  --app-sid <sid>        SMS_STANDIN_APP_SID       default sms-standin-app-sid
  --sender-ids <a,b>     SMS_STANDIN_SENDER_IDS    default Sumaa (the registered sender names)
  --callback-url <url>   SMS_STANDIN_CALLBACK_URL  default http://localhost:3000/api/webhooks/sms?secret=sms-standin-webhook-secret ("off": none)
  --rate-limit <n>       SMS_STANDIN_RATE_LIMIT    messages a second before 429, default 10 (0 = none)
  --log                  SMS_STANDIN_LOG=1         one line per request
  --help`;

export class CliOptionsError extends Error {}

const FLAGS: Record<string, string> = {
  '--port': 'SMS_STANDIN_PORT',
  '--host': 'SMS_STANDIN_HOST',
  '--public-url': 'SMS_STANDIN_PUBLIC_URL',
  '--app-sid': 'SMS_STANDIN_APP_SID',
  '--sender-ids': 'SMS_STANDIN_SENDER_IDS',
  '--callback-url': 'SMS_STANDIN_CALLBACK_URL',
  '--rate-limit': 'SMS_STANDIN_RATE_LIMIT',
};

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/.test(value) && URL.canParse(value);

export function parseCliOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): (SmsStandinOptions & { logRequests: boolean }) | undefined {
  const values: Record<string, string | undefined> = {};
  for (const variable of [...Object.values(FLAGS), 'SMS_STANDIN_LOG']) {
    const value = env[variable]?.trim();
    if (value) values[variable] = value;
  }
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') return undefined;
    if (arg === '--log') {
      values.SMS_STANDIN_LOG = '1';
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    const variable = FLAGS[flag];
    if (!variable) throw new CliOptionsError(`Unknown option ${arg}\n\n${USAGE}`);
    const value = inline ?? argv[++index];
    if (value === undefined) throw new CliOptionsError(`${flag} needs a value`);
    values[variable] = value;
  }
  const rawPort = values.SMS_STANDIN_PORT;
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535)) {
    throw new CliOptionsError(`SMS_STANDIN_PORT must be a whole number from 0 to 65535 (got "${rawPort}")`);
  }
  for (const variable of ['SMS_STANDIN_PUBLIC_URL', 'SMS_STANDIN_CALLBACK_URL']) {
    const value = values[variable];
    if (value !== undefined && value !== 'off' && !isHttpUrl(value)) {
      throw new CliOptionsError(`${variable} must be an http(s) URL (got "${value}")`);
    }
  }
  const rawRate = values.SMS_STANDIN_RATE_LIMIT;
  if (rawRate !== undefined && (!/^\d+$/.test(rawRate) || Number(rawRate) > 100_000)) {
    throw new CliOptionsError(
      `SMS_STANDIN_RATE_LIMIT must be a whole number of messages a second, 0 for none (got "${rawRate}")`,
    );
  }
  const senderIds = values.SMS_STANDIN_SENDER_IDS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const callback = values.SMS_STANDIN_CALLBACK_URL;
  return {
    port: rawPort === undefined ? undefined : Number(rawPort),
    host: values.SMS_STANDIN_HOST,
    publicUrl: values.SMS_STANDIN_PUBLIC_URL?.replace(/\/+$/, ''),
    appSid: values.SMS_STANDIN_APP_SID,
    senderIds: senderIds && senderIds.length > 0 ? senderIds : undefined,
    callbackUrl: callback === 'off' ? null : callback,
    ...(rawRate === undefined ? {} : { messagesPerSecond: Number(rawRate) || null }),
    logRequests: ['1', 'true', 'yes'].includes((values.SMS_STANDIN_LOG ?? '').toLowerCase()),
  };
}
