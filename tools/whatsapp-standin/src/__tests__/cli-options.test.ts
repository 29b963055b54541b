// The command line: environment variables and flags, and a wrong value named instead of a surprising default.
import { CliOptionsError, parseCliOptions } from '../cli-options';

describe('parseCliOptions', () => {
  it('reads the environment, flags over it, and "off" for no callback', () => {
    const options = parseCliOptions(['--port', '4501', '--callback-url=off', '--no-verify'], {
      WHATSAPP_STANDIN_PORT: '4599',
      WHATSAPP_STANDIN_APP_SECRET: 'secret',
    });
    expect(options).toMatchObject({
      port: 4501,
      appSecret: 'secret',
      callbackUrl: null,
      verifyOnStart: false,
    });
  });

  it('verifies at start by default and answers undefined for --help', () => {
    expect(parseCliOptions([], {})).toMatchObject({
      verifyOnStart: true,
      callbackUrl: undefined,
      logRequests: false,
    });
    expect(parseCliOptions(['--help'], {})).toBeUndefined();
  });

  it('names a wrong port, a wrong URL and an unknown flag', () => {
    expect(() => parseCliOptions([], { WHATSAPP_STANDIN_PORT: 'abc' })).toThrow(/WHATSAPP_STANDIN_PORT/);
    expect(() => parseCliOptions(['--callback-url', 'localhost:3000'], {})).toThrow(
      /WHATSAPP_STANDIN_CALLBACK_URL/,
    );
    expect(() => parseCliOptions(['--nope'], {})).toThrow(CliOptionsError);
  });
});
