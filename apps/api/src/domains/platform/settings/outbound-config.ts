// The platform's outbound-connection section of the configuration (issue 21, L2): whether the webhook and the SMTP
// host of the platform settings may be on a private network. config.ts reads it with every other section.
import { z } from 'zod';
import { emptyAsUndefined, type EnvironmentOf } from '../../../lib/config-schema';

export const outboundEnvironment = {
  /**
   * `on` lets the webhook URL and SMTP host of the platform settings be loopback, private or link-local addresses
   * (local stand-ins: npm start, the tests). Off by default: production never connects into its own network.
   */
  OUTBOUND_ALLOW_PRIVATE_NETWORK: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
};

export interface OutboundConfig {
  allowPrivateNetwork: boolean;
}

export function readOutboundConfig(env: EnvironmentOf<typeof outboundEnvironment>): OutboundConfig {
  return { allowPrivateNetwork: env.OUTBOUND_ALLOW_PRIVATE_NETWORK === 'on' };
}
