// A feature folder of an app (apps/<app>/src/features/<feature>/) may not import another feature's folder:
// features are composed in src/app, and what two of them share lives in src/shared (bulletproof-react's rule).
// Nor may src/shared/ import any feature: shared code sits below the features that use it.
// no-restricted-imports cannot say "another feature than mine", so this small rule resolves each relative import
// against the importing file and compares the two feature names.
import path from 'node:path';

const FEATURE_FILE = /^(.*\/apps\/[^/]+\/src)\/features\/([^/]+)\//;
const SHARED_FILE = /^(.*\/apps\/[^/]+\/src)\/shared\//;

/** The feature folder a path lies in, with its app's src folder; null outside any feature. */
function featureOf(filePath) {
  const match = FEATURE_FILE.exec(filePath.split(path.sep).join('/'));
  return match ? { src: match[1], feature: match[2] } : null;
}

/** The app's src folder of a path in src/shared/; null elsewhere. */
function sharedSrcOf(filePath) {
  const match = SHARED_FILE.exec(filePath.split(path.sep).join('/'));
  return match ? match[1] : null;
}

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'forbid importing one feature folder of an app from another, or any from src/shared',
    },
    schema: [],
    messages: {
      crossFeature:
        'features/{{from}} imports features/{{to}}: features do not import each other; compose them in src/app or move what they share to src/shared.',
      sharedImportsFeature:
        'shared/ imports features/{{to}}: shared code does not import a feature; move what it needs into src/shared, or pass it in from the feature.',
    },
  },
  create(context) {
    const here = featureOf(context.filename);
    const sharedSrc = here ? null : sharedSrcOf(context.filename);
    if (!here && !sharedSrc) return {};
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
      if (!target) return;
      if (here && target.src === here.src && target.feature !== here.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: here.feature, to: target.feature } });
      } else if (sharedSrc && target.src === sharedSrc) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { to: target.feature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The rule as a plugin, for eslint.config.mjs. */
export const boundariesPlugin = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
