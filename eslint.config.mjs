// Lint rules for the whole workspace. The boundary matrix is the part that matters most:
// remotes never import each other, libs/ui imports no client/store/feature, the API imports only contracts.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { domainWallsPlugin } from './tools/eslint/domain-walls.mjs';
import { boundariesPlugin } from './tools/eslint/no-cross-feature-imports.mjs';

// The workspace's own rules under one plugin name (tools/eslint/README.md).
const sumaa = { rules: { ...boundariesPlugin.rules, ...domainWallsPlugin.rules } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/.data/**', '**/coverage/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:public-site', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:business', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:onboarding', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['type:contracts', 'type:test-double'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:contracts', 'type:i18n'] },
            {
              sourceTag: 'type:app-kit',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:i18n', 'type:ui', 'type:data'],
            },
          ],
        },
      ],
    },
  },
  {
    // The API's tests (and its test helpers) may drive the local Google stand-in; its production code may not.
    files: ['apps/api/**/__tests__/**', 'apps/api/src/testing/**'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:contracts', 'type:test-double'] },
          ],
        },
      ],
    },
  },
  {
    // Test support (`@sumaa/x/testing`, a `testing/` folder) stays out of production code: it mocks fetch,
    // holds fake data and pulls in jest and testing-library. Tests, test folders and tools are exempt.
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/testing/**', '**/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)testing(/|$)',
              message: 'A testing entry is for tests only; production code may not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside an app, features do not import each other and src/shared imports no feature
    // (tools/eslint/no-cross-feature-imports.mjs).
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { sumaa },
    rules: { 'sumaa/no-cross-feature-imports': 'error' },
  },
  {
    // The API's domain walls (tools/eslint/domain-walls.mjs): other domains only through their entry, and only
    // downwards (apps/api/src/domains/domain-order.json). The rules skip tests and test helpers themselves.
    files: ['apps/api/src/**/*.{ts,tsx}'],
    plugins: { sumaa },
    rules: {
      'sumaa/domain-order': 'error',
      'sumaa/domain-walls': 'error',
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'tools/**', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Build and test configs import workspace-level presets by path; they are not part of any project's code.
    files: ['**/*.config.{ts,mjs,js,cjs}', 'jest.preset.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
