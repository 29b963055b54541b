// app.secrets: the one cipher for secrets kept in the database (Google tokens, two-factor keys, the SMTP password
// and the webhook secret), over the key ring of GOOGLE_TOKEN_ENCRYPTION_KEY (generated once into DATA_DIR when
// unset). Built on first use, as before: a start that never stores a secret writes no key file.
import fp from 'fastify-plugin';
import { TokenCipher } from '../../lib/token-cipher';
import { loadTokenKeyRing } from '../../lib/token-encryption-key';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: TokenCipher;
  }
}

/** One cipher per configuration: every instance of one app (and a second app on the same config) shares it. */
const cipherByConfig = new WeakMap<object, TokenCipher>();

export const secretsPlugin = fp(
  async (app) => {
    app.decorate('secrets', {
      getter(this: typeof app) {
        let cipher = cipherByConfig.get(this.config);
        if (!cipher) {
          cipher = new TokenCipher(loadTokenKeyRing(this.config.google));
          cipherByConfig.set(this.config, cipher);
        }
        return cipher;
      },
    });
  },
  { name: 'secrets', dependencies: ['app-context'] },
);
