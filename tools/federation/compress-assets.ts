// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a build, so the static servers send the
// compressed bytes with the right Content-Encoding without compressing on each request, as a CDN does
// (tools/start/static-server.mjs serves them by Accept-Encoding). Source maps are left out (not sent to visitors),
// and so is config.json: it is edited at deploy time, and a stale compressed copy would win over the edit.
import type { Compiler } from '@rspack/core';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
const SKIP = /(^|\/)config\.json$/;

export function compressText(source: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: gzipSync(source, { level: 9 }),
  };
}

export class CompressAssetsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT_ASSET.test(name) || SKIP.test(name)) continue;
            const source = assets[name].buffer();
            const { br, gz } = compressText(Buffer.from(source));
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          }
        },
      );
    });
  }
}
