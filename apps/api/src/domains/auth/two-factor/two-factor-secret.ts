// The server's signing secret, for the two-factor tokens and the recovery codes' keyed hashes. Loaded once
// per app (the same file or JWT_SECRET the access tokens use), kept per configuration like googleServices.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import { loadSigningSecret } from '../signing-secret';
import { TwoFactorTokens } from './two-factor-tokens';

const secrets = new WeakMap<AppConfig, { secret: Uint8Array; tokens: TwoFactorTokens }>();

function load(app: FastifyInstance) {
  let entry = secrets.get(app.config);
  if (!entry) {
    const secret = loadSigningSecret(app.config);
    entry = { secret, tokens: new TwoFactorTokens(secret, app.now) };
    secrets.set(app.config, entry);
  }
  return entry;
}

export function twoFactorSecret(app: FastifyInstance): Uint8Array {
  return load(app).secret;
}

export function twoFactorTokens(app: FastifyInstance): TwoFactorTokens {
  return load(app).tokens;
}
