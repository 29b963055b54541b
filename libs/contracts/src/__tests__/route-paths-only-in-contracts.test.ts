// The rule behind "a route is written once": endpoint paths live in the route contracts, and browser code
// calls them through the typed client. Outside libs/contracts and libs/api-client, production code may
// not spell an `/api/...` path, cast a reply with `request<T>()`, or reach for the untyped request helpers.
// Tests are exempt: the API's tests call the spec's literal paths on purpose, to check the spec.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const SCANNED = ['apps', 'libs'];
const EXEMPT_PROJECTS = ['libs/contracts/', 'libs/api-client/'];
const EXEMPT_SEGMENTS = ['/node_modules/', '/__tests__/', '/testing/', '/dist/', '/e2e/'];

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'an endpoint path literal (use its route contract)', pattern: /(['"`])\/?api\/[A-Za-z]/ },
  { name: 'a cast reply (use callRoute with the contract)', pattern: /\b(request|requestEnvelope)\s*</ },
  {
    name: 'the untyped request helpers (use callRoute with the contract)',
    pattern: /import\s*\{[^}]*\b(request|requestEnvelope|send)\b[^}]*\}\s*from\s*'@sumaa\/api-client'/,
  },
];

/** Comment lines say what they like; only code counts. */
function codeLines(source: string): { line: number; text: string }[] {
  const withoutBlocks = source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return withoutBlocks
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => !/^\s*\/\//.test(text));
}

function violationsIn(source: string): { line: number; rule: string }[] {
  const found: { line: number; rule: string }[] = [];
  // Imports may span lines: match them on the whole (comment-free) text, the rest line by line.
  const code = codeLines(source);
  const joined = code.map(({ text }) => text).join('\n');
  for (const rule of RULES) {
    if (rule.pattern.source.startsWith('import')) {
      const match = rule.pattern.exec(joined);
      if (match) found.push({ line: joined.slice(0, match.index).split('\n').length, rule: rule.name });
      continue;
    }
    for (const { line, text } of code) if (rule.pattern.test(text)) found.push({ line, rule: rule.name });
  }
  return found;
}

function productionSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = `${path.relative(ROOT, full)}${entry.isDirectory() ? '/' : ''}`;
    if (EXEMPT_SEGMENTS.some((segment) => `/${relative}`.includes(segment))) continue;
    if (EXEMPT_PROJECTS.some((project) => relative.startsWith(project))) continue;
    if (entry.isDirectory()) files.push(...productionSources(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

describe('endpoint paths', () => {
  it('are spelled only in libs/contracts and called only through libs/api-client', () => {
    const offences = SCANNED.flatMap((top) => productionSources(path.join(ROOT, top))).flatMap((file) =>
      violationsIn(readFileSync(file, 'utf8')).map(
        ({ line, rule }) => `${path.relative(ROOT, file)}:${line} ${rule}`,
      ),
    );
    expect(offences).toEqual([]);
  });

  it('are recognised in the forms this rule forbids, and not in comments or import paths', () => {
    const source = [
      "import { request } from '@sumaa/api-client';",
      "import { getPlans } from '../api/getPlans';",
      '// GET /api/Plans: the price list, as the comment may say',
      "const plans = await request<Plan[]>('/api/Plans');",
      'const job = `/api/reviews/sync/${id}`;',
    ].join('\n');
    expect(violationsIn(source)).toEqual([
      { line: 4, rule: 'an endpoint path literal (use its route contract)' },
      { line: 5, rule: 'an endpoint path literal (use its route contract)' },
      { line: 4, rule: 'a cast reply (use callRoute with the contract)' },
      { line: 1, rule: 'the untyped request helpers (use callRoute with the contract)' },
    ]);
  });
});
