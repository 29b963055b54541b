// Failures switched on at run time, for tests of retries and token refresh: 429 with Retry-After, 5xx, slow answers,
// expired access tokens, revoked refresh tokens. They hit the Business Profile API paths (and the token endpoint
// only when asked), never the consent page or the stand-in's own /__standin paths.
import { createRandom, type Random } from './seed/prng';

/** Which requests a fault hits: the next `count`, each with `probability`, both (at most `count`), or every one. */
export interface FaultFrequency {
  count?: number;
  probability?: number;
}

export interface FaultSettings {
  rate429?: FaultFrequency & { retryAfterSeconds?: number };
  rate500?: FaultFrequency & { status?: 500 | 502 | 503 | 504 };
  delayMs?: number | (FaultFrequency & { ms: number });
  /** One-shot: every access token issued so far is expired from now on (clients must refresh). */
  expireTokens?: boolean;
  /** One-shot: every refresh token is revoked, as if the user removed the app's access (refresh → invalid_grant). */
  revokeRefreshTokens?: boolean;
  /** Let the faults above also hit POST /token (they never hit the consent page). */
  includeTokenEndpoint?: boolean;
}

export type FaultDecision = {
  delayMs: number;
  failure?:
    { kind: 'rate429'; retryAfterSeconds: number } | { kind: 'rate500'; status: 500 | 502 | 503 | 504 };
};

interface ActiveRule {
  remaining?: number;
  probability?: number;
}

export class FaultSettingsError extends Error {}

const DEFAULT_RETRY_AFTER_SECONDS = 1;

export class FaultInjector {
  private settings: FaultSettings = {};
  private rate429?: ActiveRule;
  private rate500?: ActiveRule;
  private delay?: ActiveRule & { ms: number };
  private readonly random: Random;
  readonly injected = { rate429: 0, rate500: 0, delayed: 0 };

  constructor(seed: number) {
    this.random = createRandom(seed);
  }

  /** Replaces the active faults (one-shot actions are carried out by the caller). */
  set(settings: FaultSettings): void {
    this.settings = { ...settings };
    delete this.settings.expireTokens;
    delete this.settings.revokeRefreshTokens;
    this.rate429 = settings.rate429 && activeRule(settings.rate429);
    this.rate500 = settings.rate500 && activeRule(settings.rate500);
    const delay = typeof settings.delayMs === 'number' ? { ms: settings.delayMs } : settings.delayMs;
    this.delay = delay && delay.ms > 0 ? { ...activeRule(delay), ms: delay.ms } : undefined;
  }

  clear(): void {
    this.set({});
  }

  appliesToTokenEndpoint(): boolean {
    return this.settings.includeTokenEndpoint === true;
  }

  /** What the active faults do to this request; counts what was injected. */
  decide(): FaultDecision {
    const decision: FaultDecision = { delayMs: 0 };
    if (this.delay && this.fires(this.delay)) {
      decision.delayMs = this.delay.ms;
      this.injected.delayed += 1;
    }
    if (this.rate429 && this.fires(this.rate429)) {
      decision.failure = {
        kind: 'rate429',
        retryAfterSeconds: this.settings.rate429?.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
      };
      this.injected.rate429 += 1;
    } else if (this.rate500 && this.fires(this.rate500)) {
      decision.failure = { kind: 'rate500', status: this.settings.rate500?.status ?? 500 };
      this.injected.rate500 += 1;
    }
    return decision;
  }

  /** The active faults, with what is left of each count. */
  describe(): FaultSettings {
    const active: FaultSettings = {};
    if (this.rate429) active.rate429 = { ...this.settings.rate429, ...remaining(this.rate429) };
    if (this.rate500) active.rate500 = { ...this.settings.rate500, ...remaining(this.rate500) };
    if (this.delay) active.delayMs = { ms: this.delay.ms, ...remaining(this.delay) };
    if (this.settings.includeTokenEndpoint) active.includeTokenEndpoint = true;
    return active;
  }

  private fires(rule: ActiveRule): boolean {
    if (rule.remaining !== undefined && rule.remaining <= 0) return false;
    if (rule.probability !== undefined && !this.random.chance(rule.probability)) return false;
    if (rule.remaining !== undefined) rule.remaining -= 1;
    return true;
  }
}

function activeRule(frequency: FaultFrequency): ActiveRule {
  return { remaining: frequency.count, probability: frequency.probability };
}

function remaining(rule: ActiveRule): FaultFrequency {
  const left: FaultFrequency = {};
  if (rule.remaining !== undefined) left.count = rule.remaining;
  if (rule.probability !== undefined) left.probability = rule.probability;
  return left;
}

/** Checks a POST /__standin/faults body; throws FaultSettingsError saying what is wrong. */
export function parseFaultSettings(body: Record<string, unknown>): FaultSettings {
  const known = [
    'rate429',
    'rate500',
    'delayMs',
    'expireTokens',
    'revokeRefreshTokens',
    'includeTokenEndpoint',
  ];
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length) throw new FaultSettingsError(`Unknown fault setting(s): ${unknown.join(', ')}`);

  const settings: FaultSettings = {};
  if (body.rate429 !== undefined) {
    const rule = objectField(body, 'rate429');
    settings.rate429 = { ...frequency(rule, 'rate429') };
    if (rule.retryAfterSeconds !== undefined) {
      settings.rate429.retryAfterSeconds = nonNegativeInteger(
        rule.retryAfterSeconds,
        'rate429.retryAfterSeconds',
      );
    }
  }
  if (body.rate500 !== undefined) {
    const rule = objectField(body, 'rate500');
    settings.rate500 = { ...frequency(rule, 'rate500') };
    if (rule.status !== undefined) {
      if (![500, 502, 503, 504].includes(rule.status as number)) {
        throw new FaultSettingsError('rate500.status must be 500, 502, 503 or 504');
      }
      settings.rate500.status = rule.status as 500 | 502 | 503 | 504;
    }
  }
  if (body.delayMs !== undefined) {
    if (typeof body.delayMs === 'number') {
      settings.delayMs = nonNegativeInteger(body.delayMs, 'delayMs');
    } else {
      const rule = objectField(body, 'delayMs');
      settings.delayMs = { ms: nonNegativeInteger(rule.ms, 'delayMs.ms'), ...frequency(rule, 'delayMs') };
    }
  }
  for (const flag of ['expireTokens', 'revokeRefreshTokens', 'includeTokenEndpoint'] as const) {
    if (body[flag] === undefined) continue;
    if (typeof body[flag] !== 'boolean') throw new FaultSettingsError(`${flag} must be true or false`);
    settings[flag] = body[flag];
  }
  return settings;
}

function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FaultSettingsError(`${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

function frequency(rule: Record<string, unknown>, name: string): FaultFrequency {
  const result: FaultFrequency = {};
  if (rule.count !== undefined) result.count = nonNegativeInteger(rule.count, `${name}.count`);
  if (rule.probability !== undefined) {
    const probability = rule.probability;
    if (typeof probability !== 'number' || !(probability >= 0 && probability <= 1)) {
      throw new FaultSettingsError(`${name}.probability must be a number from 0 to 1`);
    }
    result.probability = probability;
  }
  return result;
}

function nonNegativeInteger(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new FaultSettingsError(`${name} must be a whole number ≥ 0`);
  }
  return value;
}
