// How long a job waits before its next attempt: exponential from `baseMs`, capped at `maxMs`, with
// jitter so that jobs failing together (Google down for everyone) do not all come back at once.
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // Between 80 % and 100 % of the exponential delay: jittered, yet never shorter than most of it.
  return Math.round(exponential * (0.8 + 0.2 * random()));
}
