// tools/eslint/domain-order-baseline.mjs on a throw-away API tree: it passes when knownUpward is what the code
// does, and fails (naming the pair) when the baseline lacks an upward pair or lists one that no longer occurs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '../domain-order-baseline.mjs');
let root: string;
const write = (file: string, text: string) => {
  const full = path.join(root, 'apps/api/src', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
};
const order = (knownUpward: string[], levels = [['platform'], ['auth'], ['reviews']]) =>
  write('domains/domain-order.json', JSON.stringify({ $comment: 'kept', levels, knownUpward }));
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [script, root, ...args], { encoding: 'utf8' });
  return { status: result.status, out: result.stdout + result.stderr };
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'domain-order-'));
  write('domains/platform/index.ts', 'export const now = 1;\n');
  write('domains/auth/index.ts', "export { now } from '../platform';\n");
  write('domains/reviews/index.ts', 'export const store = 1;\n');
  write('domains/shared/scope.ts', 'export const scope = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('passes with no upward import and an empty baseline', () => {
  order([]);
  expect(run()).toMatchObject({ status: 0 });
});

it('counts an upward import, deep or through the entry, and passes when the baseline lists its pair', () => {
  write(
    'domains/auth/sign-in.ts',
    "import { store } from '../reviews';\nimport type { X } from '../reviews/index';\n",
  );
  order(['auth->reviews']);
  const result = run();
  expect(result.status).toBe(0);
  expect(result.out).toContain('auth->reviews: 2');
});

it('fails when the baseline misses an upward pair', () => {
  write('domains/platform/clock.ts', "import { store } from '../reviews/index';\n");
  order([]);
  const result = run();
  expect(result.status).toBe(1);
  expect(result.out).toMatch(/platform->reviews goes upward and is not in `knownUpward`/);
});

it('leaves tests out', () => {
  write('domains/platform/__tests__/clock.test.ts', "import { store } from '../../reviews';\n");
  write('domains/platform/testing.ts', "import { store } from '../reviews';\n");
  order([]);
  expect(run()).toMatchObject({ status: 0 });
});

it('fails on a pair that no longer occurs, and --prune takes it out keeping the other keys', () => {
  order(['auth->reviews']);
  expect(run()).toMatchObject({
    status: 1,
    out: expect.stringContaining('auth->reviews is in `knownUpward` but no longer occurs'),
  });
  expect(run('--prune')).toMatchObject({ status: 0 });
  const json = JSON.parse(readFileSync(path.join(root, 'apps/api/src/domains/domain-order.json'), 'utf8'));
  expect(json).toEqual({ $comment: 'kept', levels: [['platform'], ['auth'], ['reviews']], knownUpward: [] });
});

it('fails when levels leaves out a domain folder or names a missing one', () => {
  order([], [['platform'], ['auth', 'team']]);
  const result = run();
  expect(result.status).toBe(1);
  expect(result.out).toContain('domains/reviews is in no level');
  expect(result.out).toContain('`levels` names team, which is not a folder of domains/');
});
