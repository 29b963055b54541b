// Starts the local SMS stand-in (Unifonic's REST API) from the command line and says where it is.
// Ctrl+C (SIGINT) or SIGTERM stops it.
import { CliOptionsError, USAGE, parseCliOptions } from './cli-options';
import { startSmsStandin } from './standin';
import { redactSecret } from './webhooks';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  if (!options) {
    console.log(USAGE);
    return;
  }
  const { logRequests, ...standinOptions } = options;
  const standin = await startSmsStandin({
    ...standinOptions,
    log: logRequests
      ? (line) => console.log(line)
      : (line) => (line.startsWith('webhook') || line.startsWith('error')) && console.log(line),
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void standin.stop().then(() => process.exit(0)));
  }

  console.log(
    [
      '',
      'Local SMS stand-in (Unifonic) / محاكي الرسائل النصية المحلي',
      `  Send:        POST ${standin.url}/rest/SMS/messages  (AppSid ${standin.appSid}, SenderID ${standin.senderIds.join(' or ')})`,
      `  Reports:     ${standin.callbackUrl === null ? 'off' : redactSecret(standin.callbackUrl)}`,
      `  Inspection:  ${standin.url}/__standin/messages?to=…   POST ${standin.url}/__standin/inbound {from,text}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof CliOptionsError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `The SMS stand-in could not start: ${(error as Error).message} (set SMS_STANDIN_PORT or --port)`,
    );
  } else {
    console.error('The SMS stand-in could not start:', error);
  }
  process.exit(1);
});
