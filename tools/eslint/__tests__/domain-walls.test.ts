import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { domainOrder, domainWalls } from '../domain-walls.mjs';

// Imports resolve on disk, so the files imported below exist under fixtures/apps/api/src (with its own
// domains/domain-order.json: platform, then auth and team, then reviews; auth->reviews tolerated). The importing
// files need not exist.
const src = path.join(__dirname, 'fixtures/apps/api/src');
const at = (file: string) => path.join(src, file);
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

ruleTester.run('domain-walls', domainWalls, {
  valid: [
    {
      name: 'a domain imports its own files',
      filename: at('domains/auth/routes/sign-in.ts'),
      code: "import { hash } from '../passwords';",
    },
    {
      name: 'a domain imports another domain through its entry, named by its folder',
      filename: at('domains/reviews/sync.ts'),
      code: "import { hash } from '../auth';",
    },
    {
      name: 'a domain imports another domain through its entry, named by index',
      filename: at('domains/reviews/sync.ts'),
      code: "export { hash } from '../auth/index';",
    },
    {
      name: 'a domain imports domains/shared deep',
      filename: at('domains/auth/sign-in.ts'),
      code: "import { scope } from '../shared/scope';",
    },
    {
      name: 'infrastructure imports domains/shared',
      filename: at('jobs/runner.ts'),
      code: "import { scope } from '../domains/shared/scope';",
    },
    {
      name: 'a domain imports infrastructure',
      filename: at('domains/auth/sign-in.ts'),
      code: "import { AppError } from '../../http/app-error';",
    },
    {
      name: 'infrastructure imports a domain entry',
      filename: at('jobs/runner.ts'),
      code: "import { hash } from '../domains/auth';",
    },
    {
      name: 'infrastructure imports infrastructure',
      filename: at('jobs/runner.ts'),
      code: "import { AppError } from '../http/app-error';",
    },
    {
      name: 'app.ts at the src root wires the domains',
      filename: at('app.ts'),
      code: "import { hash } from './domains/auth/passwords';",
    },
    {
      name: 'a test of a domain imports another domain deep',
      filename: at('domains/reviews/__tests__/sync.test.ts'),
      code: "import { hash } from '../../auth/passwords';",
    },
    {
      name: 'a *.test.ts file imports another domain deep',
      filename: at('domains/reviews/sync.test.ts'),
      code: "import { hash } from '../auth/passwords';",
    },
    {
      name: 'a testing/ helper imports a domain deep',
      filename: at('testing/build-app.ts'),
      code: "import { hash } from '../domains/auth/passwords';",
    },
    {
      name: 'a testing.ts helper of a domain imports another domain deep',
      filename: at('domains/reviews/testing.ts'),
      code: "import { hash } from '../auth/passwords';",
    },
    {
      name: 'an import that resolves to no file is left to the typecheck',
      filename: at('domains/reviews/sync.ts'),
      code: "import { gone } from '../auth/gone';",
    },
    {
      name: 'packages are not checked',
      filename: at('domains/reviews/sync.ts'),
      code: "import fastify from 'fastify';",
    },
    {
      name: 'a file outside apps/api/src is not checked',
      filename: path.join(__dirname, 'fixtures/apps/api/other.ts'),
      code: "import { hash } from './src/domains/auth/passwords';",
    },
  ],
  invalid: [
    {
      name: 'a domain imports another domain’s file',
      filename: at('domains/reviews/sync.ts'),
      code: "import { hash } from '../auth/passwords';",
      errors: [
        {
          messageId: 'crossDomain',
          data: { from: 'reviews', to: 'auth', target: 'domains/auth/passwords.ts' },
        },
      ],
    },
    {
      name: 'a domain imports an index of another domain’s subfolder (not the entry)',
      filename: at('domains/reviews/sync.ts'),
      code: "import { routes } from '../auth/routes';",
      errors: [
        {
          messageId: 'crossDomain',
          data: { from: 'reviews', to: 'auth', target: 'domains/auth/routes/index.ts' },
        },
      ],
    },
    {
      name: 'a domain re-exports, lazily loads and type-imports another domain’s files',
      filename: at('domains/reviews/sync.ts'),
      code: [
        "export * from '../auth/passwords';",
        "import type { Hash } from '../auth/passwords';",
        "const lazy = import('../auth/passwords');",
        "type Lazy = typeof import('../auth/passwords');",
      ].join('\n'),
      errors: [
        { messageId: 'crossDomain' },
        { messageId: 'crossDomain' },
        { messageId: 'crossDomain' },
        { messageId: 'crossDomain' },
      ],
    },
    {
      name: 'domains/shared imports a domain’s file',
      filename: at('domains/shared/limits.ts'),
      code: "import { hash } from '../auth/passwords';",
      errors: [
        {
          messageId: 'crossDomain',
          data: { from: 'shared', to: 'auth', target: 'domains/auth/passwords.ts' },
        },
      ],
    },
    {
      name: 'infrastructure imports a domain’s file',
      filename: at('jobs/runner.ts'),
      code: "import { hash } from '../domains/auth/passwords';",
      errors: [
        {
          messageId: 'infrastructure',
          data: { from: 'jobs/runner.ts', to: 'auth', target: 'domains/auth/passwords.ts' },
        },
      ],
    },
    {
      name: 'config.ts imports a domain’s file',
      filename: at('config.ts'),
      code: "import { hash } from './domains/auth/passwords.ts';",
      errors: [
        {
          messageId: 'infrastructure',
          data: { from: 'config.ts', to: 'auth', target: 'domains/auth/passwords.ts' },
        },
      ],
    },
    {
      name: 'a file at the domains/ root is infrastructure, not a domain',
      filename: at('domains/index.ts'),
      code: "import { routes } from './auth/routes';",
      errors: [
        {
          messageId: 'infrastructure',
          data: { from: 'domains/index.ts', to: 'auth', target: 'domains/auth/routes/index.ts' },
        },
      ],
    },
    {
      name: 'only app.ts, server.ts and index.ts at the src root wire domains: a nested app.ts is infrastructure',
      filename: at('dev-tools/app.ts'),
      code: "import { hash } from '../domains/auth/passwords';",
      errors: [{ messageId: 'infrastructure' }],
    },
  ],
});

ruleTester.run('domain-order', domainOrder, {
  valid: [
    {
      name: 'a domain imports a lower one through its entry',
      filename: at('domains/reviews/sync.ts'),
      code: "import { hash } from '../auth';",
    },
    {
      name: 'a domain imports a lower one deep (domain-walls’ business, not the order’s)',
      filename: at('domains/auth/sign-in.ts'),
      code: "import { now } from '../platform/clock';",
    },
    {
      name: 'a domain imports one of its own level',
      filename: at('domains/team/invite.ts'),
      code: "import { hash } from '../auth';",
    },
    {
      name: 'an upward pair in knownUpward is tolerated',
      filename: at('domains/auth/sign-in.ts'),
      code: "import { store } from '../reviews';",
    },
    {
      name: 'every domain imports domains/shared',
      filename: at('domains/platform/clock.ts'),
      code: "import { scope } from '../shared/scope';",
    },
    {
      name: 'infrastructure has no level',
      filename: at('jobs/runner.ts'),
      code: "import { store } from '../domains/reviews';",
    },
    {
      name: 'a test of a lower domain uses a higher one',
      filename: at('domains/platform/__tests__/clock.test.ts'),
      code: "import { store } from '../../reviews';",
    },
  ],
  invalid: [
    {
      name: 'a lower domain imports a higher one through its entry',
      filename: at('domains/platform/clock.ts'),
      code: "import { hash } from '../auth';",
      errors: [{ messageId: 'upward', data: { from: 'platform', to: 'auth', fromLevel: '0', toLevel: '1' } }],
    },
    {
      name: 'a lower domain imports a higher one deep',
      filename: at('domains/platform/clock.ts'),
      code: "import { store } from '../reviews/store';",
      errors: [
        { messageId: 'upward', data: { from: 'platform', to: 'reviews', fromLevel: '0', toLevel: '2' } },
      ],
    },
    {
      name: 'ignoreBaseline reports the pairs of knownUpward too (tools/eslint/domain-order-baseline.mjs)',
      filename: at('domains/auth/sign-in.ts'),
      code: "import { store } from '../reviews';",
      options: [{ ignoreBaseline: true }],
      errors: [{ messageId: 'upward', data: { from: 'auth', to: 'reviews', fromLevel: '1', toLevel: '2' } }],
    },
    {
      name: 'domains/shared sits below every level',
      filename: at('domains/shared/limits.ts'),
      code: "import { now } from '../platform';",
      errors: [{ messageId: 'sharedImportsDomain', data: { to: 'platform' } }],
    },
    {
      name: 'an imported domain in no level',
      filename: at('domains/reviews/sync.ts'),
      code: "import { stray } from '../stray';",
      errors: [{ messageId: 'unlisted', data: { domain: 'stray' } }],
    },
    {
      name: 'an importing domain in no level',
      filename: at('domains/stray/x.ts'),
      code: "import { now } from '../platform';",
      errors: [{ messageId: 'unlisted', data: { domain: 'stray' } }],
    },
    {
      name: 'no domain-order.json',
      filename: path.join(__dirname, 'fixtures/no-such/apps/api/src/domains/auth/x.ts'),
      code: 'export const x = 1;',
      errors: [{ messageId: 'badOrder', data: { error: 'the file is missing' } }],
    },
  ],
});
