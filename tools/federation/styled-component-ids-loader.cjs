// Gives every styled component of our source a componentId derived from its file and position
// (`styled.div` → `styled.div.withConfig({ componentId: 'sc-<file hash>-<n>' })`), as the styled-components
// Babel/SWC plugins do. Without it styled-components numbers components in the order a page creates them, which
// differs between the shell with a remote and the prerender of that remote alone: class names would not match
// and hydration would fail (docs/adr/0012-prerendered-public-pages.md). Runs before swc, on TypeScript source.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, as rspack loads it */
const crypto = require('node:crypto');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// `styled.tag` or `styled(Component)` directly followed by type arguments, a template, .attrs or .withConfig.
const STYLED = /\bstyled(\.[A-Za-z][\w]*|\((?:[^()]|\([^()]*\))*\))(?=\s*(?:<|`|\.attrs\b|\.withConfig\b))/g;

function addComponentIds(source, file) {
  const fileHash = crypto
    .createHash('sha1')
    .update(path.relative(root, file).split(path.sep).join('/'))
    .digest('hex')
    .slice(0, 6);
  let index = 0;
  return source.replace(STYLED, (match) => `${match}.withConfig({ componentId: 'sc-${fileHash}-${index++}' })`);
}

module.exports = function styledComponentIdsLoader(source) {
  if (!source.includes('styled')) return source;
  return addComponentIds(source, this.resourcePath);
};
module.exports.addComponentIds = addComponentIds;
