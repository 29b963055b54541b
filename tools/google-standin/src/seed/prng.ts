// A small seeded random generator (mulberry32): the same seed gives the same businesses and reviews on every
// start, so tests and screenshots can rely on them. Each location draws from its own stream (seeded by its key),
// so changing one location's review count never reshuffles another's.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks an index by weight (weights need not sum to 1). */
  weighted(weights: readonly number[]): number;
  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Random characters from an alphabet (ids, tokens of the seed). */
  chars(length: number, alphabet: string): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let roll = next() * total;
      for (let index = 0; index < weights.length; index += 1) {
        roll -= weights[index];
        if (roll < 0) return index;
      }
      return weights.length - 1;
    },
    sample: (items, count) => {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      }
      return chosen;
    },
    chars: (length, alphabet) => {
      let text = '';
      for (let index = 0; index < length; index += 1) text += alphabet[Math.floor(next() * alphabet.length)];
      return text;
    },
  };
}

/** A stable 32-bit number for a text (FNV-1a), to derive one stream per seed and key. */
export function hashSeed(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const DIGITS = '0123456789';
export const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
