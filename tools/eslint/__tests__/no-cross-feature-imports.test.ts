import { RuleTester } from 'eslint';
import { noCrossFeatureImports } from '../no-cross-feature-imports.mjs';

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inFeature = (feature: string, file = 'components/Page.tsx') =>
  `/repo/apps/business/src/features/${feature}/${file}`;

ruleTester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    {
      name: 'a file of a feature imports its own folder',
      filename: inFeature('reviews'),
      code: "import { useReviews } from '../hooks/useReviews';",
    },
    {
      name: 'a feature imports the app’s shared folder',
      filename: inFeature('reviews'),
      code: "import { Box } from '../../../shared/Box';",
    },
    {
      name: 'a feature imports a package',
      filename: inFeature('reviews'),
      code: "import { AreaFrame } from '@sumaa/app-kit';",
    },
    {
      name: 'the app folder composes features',
      filename: '/repo/apps/business/src/app/Routes.tsx',
      code: "import { Page } from '../features/team/components/Page';",
    },
    {
      name: 'the app’s shared folder imports shared code',
      filename: '/repo/apps/business/src/shared/api/client.ts',
      code: "import { Box } from '../Box';",
    },
    {
      name: 'a shared folder inside a feature is that feature’s own',
      filename: inFeature('reviews', 'shared/format.ts'),
      code: "import { useReviews } from '../hooks/useReviews';",
    },
    {
      name: 'a file outside an app is not checked',
      filename: '/repo/libs/ui/src/features/a/x.ts',
      code: "import { y } from '../../features/b/y';",
    },
  ],
  invalid: [
    {
      name: 'a feature imports another feature’s component',
      filename: inFeature('reviews'),
      code: "import { TeamList } from '../../team/components/TeamList';",
      errors: [{ messageId: 'crossFeature', data: { from: 'reviews', to: 'team' } }],
    },
    {
      name: 'a feature re-exports another feature',
      filename: inFeature('reviews', 'index.ts'),
      code: "export { TeamList } from '../team/components/TeamList';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      name: 'a feature loads another feature lazily',
      filename: inFeature('reviews'),
      code: "const page = import('../../team/components/TeamPage');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      name: 'a feature’s test imports another feature',
      filename: inFeature('reviews', '__tests__/Reviews.test.tsx'),
      code: "import { teamMember } from '../../team/testing/teamMember';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      name: 'the app’s shared folder imports a feature',
      filename: '/repo/apps/admin/src/shared/subscription-list/api/planOptions.ts',
      code: "export { useAdminPlansQuery } from '../../../features/plans/api/adminPlans';",
      errors: [{ messageId: 'sharedImportsFeature', data: { to: 'plans' } }],
    },
    {
      name: 'the app’s shared folder loads a feature lazily',
      filename: '/repo/apps/business/src/shared/Layout.tsx',
      code: "const page = import('../features/team/components/TeamPage');",
      errors: [{ messageId: 'sharedImportsFeature', data: { to: 'team' } }],
    },
  ],
});
