import { useEffect, useState } from 'react';
import { type Countdown, countdownTo, msUntilNextChange } from '../lib/countdown';

/**
 * The countdown to `target` (epoch ms), updated when its seconds change: each tick waits for the next second
 * boundary of the target and reads the clock again, so a throttled background tab catches up on return.
 */
export function useCountdown(target: number): Countdown {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (from: number) => {
      if (from >= target) return;
      timer = setTimeout(
        () => {
          const current = Date.now();
          setNow(current);
          schedule(current);
        },
        msUntilNextChange(target, from),
      );
    };
    schedule(Date.now());
    return () => clearTimeout(timer);
  }, [target]);

  return countdownTo(target, now);
}
