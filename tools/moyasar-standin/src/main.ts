// Starts the local Moyasar stand-in from the command line and says where it is and which test cards it knows.
// Ctrl+C (SIGINT) or SIGTERM stops it.
import { CliOptionsError, USAGE, parseCliOptions } from './cli-options';
import { startMoyasarStandin } from './standin';
import { TEST_CARDS } from './test-cards';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  if (!options) {
    console.log(USAGE);
    return;
  }
  const { logRequests, ...standinOptions } = options;
  const standin = await startMoyasarStandin({
    ...standinOptions,
    log: logRequests
      ? (line) => console.log(line)
      : (line) => line.startsWith('webhook') && console.log(line),
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void standin.stop().then(() => process.exit(0)));
  }

  console.log(
    [
      '',
      'Local Moyasar stand-in / محاكي ميسر المحلي',
      `  API:         ${standin.apiUrl}  (invoices, payments; basic auth with the secret key as user name)`,
      `  Secret key:  ${standin.secretKey}`,
      `  Webhooks:    secret_token ${standin.webhookSecret}, to each invoice's callback_url`,
      `  Inspection:  ${standin.url}/__standin/invoices  ${standin.url}/__standin/webhooks`,
      `  Test cards:  ${TEST_CARDS.visaPaid} paid, ${TEST_CARDS.madaPaid} (mada) paid, ${TEST_CARDS.visaDeclined} declined`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof CliOptionsError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `The Moyasar stand-in could not start: ${(error as Error).message} (set MOYASAR_STANDIN_PORT or --port)`,
    );
  } else {
    console.error('The Moyasar stand-in could not start:', error);
  }
  process.exit(1);
});
