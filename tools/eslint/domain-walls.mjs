// The API's domain walls (ADR 0013, issue 20). Two rules over apps/api/src, tests and test helpers exempt:
//
// - sumaa/domain-walls: a file of domains/<d>/ imports another domain <e> only through its entry,
//   domains/<e>/index.ts; infrastructure (everything in apps/api/src outside a domain folder: jobs/, plugins/,
//   db/, http/, mail/, config.ts, dev-tools/, domains/index.ts) imports domains only through their entries.
//   app.ts, server.ts and index.ts at the src root wire the domain plugins and are not checked.
//   domains/shared/ is not a domain: anyone may import any of its files.
// - sumaa/domain-order: a domain uses domains of its own level and below (apps/api/src/domains/domain-order.json,
//   `levels`, bottom first), deep or through the entry alike. `knownUpward` lists the "from->to" pairs tolerated
//   for now; tools/eslint/domain-order-baseline.mjs keeps that list equal to what the code does, so it only shrinks.
//
// Relative imports are resolved against the importing file on disk, trying x, x.ts, x.tsx and x/index.ts, the
// same as ../shared/tools/domain-imports.mjs; an import that resolves to nothing is left to the typecheck.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const API_FILE = /^(.*?\/apps\/api\/src)\/(.+)$/;
const ROOT_WIRING = new Set(['app.ts', 'server.ts', 'index.ts']);

const toPosix = (filePath) => filePath.split(path.sep).join('/');

/**
 * Where a path lies in the API: its src folder, its path below src, its domain (null outside a domain folder;
 * `shared` for domains/shared/) and whether it is that domain's entry. Null outside apps/api/src.
 */
export function locate(filePath) {
  const match = API_FILE.exec(toPosix(filePath));
  if (!match) return null;
  const [, src, rel] = match;
  const parts = rel.split('/');
  const domain = parts[0] === 'domains' && parts.length > 2 ? parts[1] : null;
  const entry = domain !== null && parts.length === 3 && /^index\.tsx?$/.test(parts[2]);
  return { src, rel, domain, entry };
}

/** Tests and test helpers: `__tests__/` and `testing/` folders, `*.test.ts(x)`, files named `testing.ts(x)`. */
export function isTestPath(rel) {
  return (
    /(^|\/)(__tests__|testing)\//.test(rel) || /\.test\.tsx?$/.test(rel) || /(^|\/)testing\.tsx?$/.test(rel)
  );
}

/** The file a relative import names: x, x.ts, x.tsx or x/index.ts; null when none is a file. */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

const orderCache = new Map();

/** apps/api/src/domains/domain-order.json, read again when it changes; `{ error }` when missing or malformed. */
export function readDomainOrder(src) {
  const file = path.join(src, 'domains', 'domain-order.json');
  const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtime === undefined) return { file, error: 'the file is missing' };
  const cached = orderCache.get(file);
  if (cached?.mtime === mtime) return cached.order;
  let order;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(json.levels) || !json.levels.every((level) => Array.isArray(level))) {
      throw new Error('`levels` is not an array of arrays');
    }
    const levelOf = new Map();
    json.levels.forEach((level, index) => level.forEach((domain) => levelOf.set(domain, index)));
    order = { file, levels: json.levels, levelOf, knownUpward: new Set(json.knownUpward ?? []), json };
  } catch (error) {
    order = { file, error: error.message };
  }
  orderCache.set(file, { mtime, order });
  return order;
}

/**
 * Calls `check(sourceLiteral)` for every module a file names: imports (type-only too), re-exports, dynamic
 * imports, `import x = require(...)` and `typeof import(...)` types (what ts.preProcessFile reads, too).
 */
export function eachImport(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    TSExternalModuleReference: (node) => check(node.expression),
    TSImportType: (node) => check(node.argument?.literal ?? node.argument),
  };
}

/** The API file a relative import of `here` reaches, located; null for packages, unresolved paths, other folders. */
export function locateImport(fromFile, here, specifier) {
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return null;
  const target = resolveImport(fromFile, specifier);
  const there = target && locate(target);
  return there && there.src === here.src ? there : null;
}

const importedApiFile = (context, here, node) => locateImport(context.filename, here, node?.value);

export const domainWalls = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'API domains and infrastructure import other domains only through their entry, domains/<d>/index.ts',
    },
    schema: [],
    messages: {
      crossDomain:
        'domains/{{from}} imports {{target}}, inside domains/{{to}}: import another domain only through its entry, domains/{{to}}/index.ts (export what is needed from there).',
      infrastructure:
        '{{from}} imports {{target}}, inside domains/{{to}}: infrastructure imports a domain only through its entry, domains/{{to}}/index.ts.',
    },
  },
  create(context) {
    const here = locate(context.filename);
    if (!here || isTestPath(here.rel) || ROOT_WIRING.has(here.rel)) return {};
    return eachImport((node) => {
      const there = importedApiFile(context, here, node);
      if (!there || there.domain === null || there.domain === 'shared' || there.entry) return;
      if (here.domain === null) {
        context.report({
          node,
          messageId: 'infrastructure',
          data: { from: here.rel, target: there.rel, to: there.domain },
        });
      } else if (there.domain !== here.domain) {
        context.report({
          node,
          messageId: 'crossDomain',
          data: { from: here.domain, target: there.rel, to: there.domain },
        });
      }
    });
  },
};

export const domainOrder = {
  meta: {
    type: 'problem',
    docs: {
      description: 'a lower API domain does not import a higher one (apps/api/src/domains/domain-order.json)',
    },
    schema: [
      {
        type: 'object',
        properties: { ignoreBaseline: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        'domains/{{from}} (level {{fromLevel}}) imports domains/{{to}} (level {{toLevel}}): a domain uses only domains of its own level and below (domains/domain-order.json). Let {{to}} react to an event of {{from}}, or move what both need down.',
      sharedImportsDomain:
        'domains/shared imports domains/{{to}}: domains/shared sits below every domain and imports none; move what it needs into domains/shared.',
      unlisted: 'domains/{{domain}} is not in any level of domains/domain-order.json: add it to `levels`.',
      badOrder: 'domains/domain-order.json cannot be read: {{error}}.',
    },
  },
  create(context) {
    const here = locate(context.filename);
    if (!here || here.domain === null || isTestPath(here.rel)) return {};
    const ignoreBaseline = context.options[0]?.ignoreBaseline ?? false;
    const order = readDomainOrder(here.src);
    if (order.error) {
      return {
        Program: (node) => context.report({ node, messageId: 'badOrder', data: { error: order.error } }),
      };
    }
    return eachImport((node) => {
      const there = importedApiFile(context, here, node);
      const problem = there && orderProblem(here, there, order, ignoreBaseline);
      if (problem) context.report({ node, messageId: problem.kind, data: problem });
    });
  },
};

/**
 * What is wrong, by the domain order, with `here` (a domain file) importing `there`: `{ kind: 'upward', from, to,
 * fromLevel, toLevel }`, `{ kind: 'sharedImportsDomain', to }`, `{ kind: 'unlisted', domain }` or null. Pairs in `knownUpward` pass unless ignoreBaseline.
 */
export function orderProblem(here, there, order, ignoreBaseline = false) {
  if (there.domain === null || there.domain === 'shared' || there.domain === here.domain) return null;
  // domains/shared/ sits below every level: it may import no domain at all.
  const fromLevel = here.domain === 'shared' ? -1 : order.levelOf.get(here.domain);
  const toLevel = order.levelOf.get(there.domain);
  if (fromLevel === undefined) return { kind: 'unlisted', domain: here.domain };
  if (toLevel === undefined) return { kind: 'unlisted', domain: there.domain };
  if (toLevel <= fromLevel) return null;
  if (here.domain === 'shared') return { kind: 'sharedImportsDomain', to: there.domain };
  if (!ignoreBaseline && order.knownUpward.has(`${here.domain}->${there.domain}`)) return null;
  return { kind: 'upward', from: here.domain, to: there.domain, fromLevel, toLevel };
}

/** The rules as a plugin, for eslint.config.mjs (`sumaa/domain-walls`, `sumaa/domain-order`). */
export const domainWallsPlugin = { rules: { 'domain-walls': domainWalls, 'domain-order': domainOrder } };
