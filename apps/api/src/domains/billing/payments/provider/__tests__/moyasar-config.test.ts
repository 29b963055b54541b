// The Moyasar settings of apps/api/src/config.ts: Moyasar's own API by default, payments off without a secret key,
// and the publishable key refused where the secret key belongs.
import { ConfigError, loadConfig } from '../../../../../config';

describe('loadConfig: Moyasar', () => {
  it('defaults to Moyasar’s API with no key and no webhook secret (payments off)', () => {
    expect(loadConfig({}).moyasar).toEqual({
      apiUrl: 'https://api.moyasar.com/v1',
      secretKey: undefined,
      webhookSecret: undefined,
      timeoutMs: 15_000,
    });
  });

  it('reads the stand-in’s settings as npm start passes them', () => {
    expect(
      loadConfig({
        MOYASAR_API_URL: 'http://localhost:4400/v1/',
        MOYASAR_SECRET_KEY: ' sk_test_standin ',
        MOYASAR_WEBHOOK_SECRET: 'whsec_standin',
        MOYASAR_HTTP_TIMEOUT_MS: '5000',
      }).moyasar,
    ).toEqual({
      apiUrl: 'http://localhost:4400/v1',
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_standin',
      timeoutMs: 5000,
    });
  });

  it('refuses the publishable key and a URL that is not http(s)', () => {
    expect(() => loadConfig({ MOYASAR_SECRET_KEY: 'pk_test_abc', MOYASAR_API_URL: 'ftp://moyasar' })).toThrow(
      ConfigError,
    );
    const refusal = (() => {
      try {
        return loadConfig({ MOYASAR_SECRET_KEY: 'pk_test_abc' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).problems).toEqual([
      'MOYASAR_SECRET_KEY: must be the secret key (sk_…), not the publishable key',
    ]);
  });
});
