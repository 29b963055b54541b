// The payment provider of an app: Moyasar's implementation built once from the app's configuration (its URL may be
// the local stand-in). Tests may put another PaymentProvider in its place with usePaymentProvider (testing.ts).
import type { FastifyInstance } from 'fastify';
import { MoyasarPaymentProvider, type PaymentProvider } from './provider';

// Keyed by the app's configuration object, which the root instance and every plugin's child instance share.
const providers = new WeakMap<object, PaymentProvider>();

export function paymentProviderOf(app: FastifyInstance): PaymentProvider {
  let provider = providers.get(app.config);
  if (!provider) {
    provider = new MoyasarPaymentProvider({
      config: app.config.moyasar,
      log: app.log.child({ component: 'moyasar' }),
    });
    providers.set(app.config, provider);
  }
  return provider;
}

/** Replaces the app's provider (tests: a provider that fails, or answers what the test needs). */
export function setPaymentProvider(app: FastifyInstance, provider: PaymentProvider): void {
  providers.set(app.config, provider);
}
