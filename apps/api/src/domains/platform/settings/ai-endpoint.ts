// Where the API's AI calls go (issue 24): the configured endpoint's host and model, from the configuration (never the
// key, never the path), beside the region the super admin declared, and whether calls may be made by the one rule
// of the contracts (aiTransferRefusal). The platform settings and the console's AI usage both show it.
import { aiTransferRefusal, isLocalEndpointHost, type AiEndpointRegion } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { AiEndpointDeclaration } from './settings-store';

export interface AiEndpointStatus {
  endpointHost: string | null;
  model: string | null;
  endpointRegion: AiEndpointRegion | null;
  provider: string;
  transfersAbroadAllowed: boolean;
  /** False too when no endpoint is configured. */
  callsAllowed: boolean;
}

/** The host (and port) of a URL, never its path or query (which may carry a key). */
export function endpointHostOfUrl(url: string): string {
  try {
    return new URL(url).host || 'unknown';
  } catch {
    return 'unknown';
  }
}

export function aiEndpointStatus(app: FastifyInstance, declaration: AiEndpointDeclaration): AiEndpointStatus {
  const ai = app.config.ai;
  const endpointHost = ai ? endpointHostOfUrl(ai.chatCompletionsUrl) : null;
  return {
    endpointHost,
    model: ai?.model ?? null,
    endpointRegion: declaration.region,
    provider: declaration.provider,
    transfersAbroadAllowed: declaration.transfersAbroadAllowed,
    callsAllowed:
      endpointHost !== null &&
      aiTransferRefusal({
        endpointRegion: declaration.region,
        transfersAbroadAllowed: declaration.transfersAbroadAllowed,
        endpointIsLocal: isLocalEndpointHost(endpointHost),
      }) === null,
  };
}
