// The command line: environment variables and flags, and a wrong value named instead of a surprising default.
import { CliOptionsError, parseCliOptions } from '../cli-options';

describe('parseCliOptions', () => {
  it('reads the environment, flags over it, the sender names as a list and "off" for no callback', () => {
    const options = parseCliOptions(['--sender-ids', 'Sumaa, Cafe', '--callback-url=off'], {
      SMS_STANDIN_PORT: '4601',
      SMS_STANDIN_APP_SID: 'sid',
    });
    expect(options).toMatchObject({
      port: 4601,
      appSid: 'sid',
      senderIds: ['Sumaa', 'Cafe'],
      callbackUrl: null,
    });
    expect(parseCliOptions(['--help'], {})).toBeUndefined();
  });

  it('names a wrong port, a wrong URL and an unknown flag', () => {
    expect(() => parseCliOptions([], { SMS_STANDIN_PORT: '70000' })).toThrow(/SMS_STANDIN_PORT/);
    expect(() => parseCliOptions([], { SMS_STANDIN_CALLBACK_URL: 'ftp://x' })).toThrow(
      /SMS_STANDIN_CALLBACK_URL/,
    );
    expect(() => parseCliOptions(['--nope'], {})).toThrow(CliOptionsError);
  });
});
