/* global describe, it, expect */
// The quick loop (npm run test:changed) runs only the specs that coverage.mjs maps a change to: a spec missing
// from the map would never run there, and a name that is not a spec would make Playwright run nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ALL, SPECS_BY_PATH, specsFor } from '../coverage.mjs';

const specsOnDisk = readdirSync(path.join(import.meta.dirname, '../specs'))
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => name.replace(/\.spec\.ts$/, ''))
  .sort();
const mapped = Object.values(SPECS_BY_PATH).flatMap((specs) => (specs === ALL ? [] : specs));

describe('which end-to-end specs cover which code', () => {
  it('names only specs that exist', () => {
    expect(mapped.filter((name) => !specsOnDisk.includes(name))).toEqual([]);
  });

  it('maps every spec from some code', () => {
    expect(specsOnDisk.filter((name) => !mapped.includes(name))).toEqual([]);
  });

  it('picks a feature’s own spec for a change inside it, and every spec for the shell or a lib', () => {
    expect(specsFor(['apps/business/src/features/reviews/components/ReplyBox.tsx'])).toEqual([
      'inbox-layout-shift',
      'review-inbox',
    ]);
    expect(specsFor(['apps/business/src/app/routes.tsx'])).toContain('analytics');
    expect(specsFor(['apps/shell/src/main.ts'])).toBe(ALL);
    expect(specsFor(['libs/ui/src/index.ts'])).toBe(ALL);
    expect(specsFor(['docs/adr/0001.md'])).toEqual([]);
    expect(specsFor(['tools/e2e/specs/team.spec.ts', 'apps/onboarding/src/x.tsx'])).toEqual([
      'guards',
      'onboarding-wizard',
      'team',
    ]);
  });
});
