// Starts the local WhatsApp Cloud API stand-in from the command line and says where it is and what it signs with.
// Ctrl+C (SIGINT) or SIGTERM stops it.
import { CliOptionsError, USAGE, parseCliOptions } from './cli-options';
import { startWhatsAppStandin } from './standin';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  if (!options) {
    console.log(USAGE);
    return;
  }
  const { logRequests, ...standinOptions } = options;
  const standin = await startWhatsAppStandin({
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
      'Local WhatsApp Cloud API stand-in / محاكي واتساب المحلي',
      `  Send:        POST ${standin.url}/v21.0/${standin.phoneNumberId}/messages  (Bearer ${standin.accessToken})`,
      `  Webhooks:    ${standin.callbackUrl ?? 'off'}  (X-Hub-Signature-256 with app secret ${standin.appSecret}, verify token ${standin.verifyToken})`,
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
      `The WhatsApp stand-in could not start: ${(error as Error).message} (set WHATSAPP_STANDIN_PORT or --port)`,
    );
  } else {
    console.error('The WhatsApp stand-in could not start:', error);
  }
  process.exit(1);
});
