import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const PLUGIN_NAME = 'PrecompressPlugin';
const COMPRESSIBLE = /\.(js|css|json|html|svg|map)$/;
/** Below this a compressed copy saves less than the extra request headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` copies beside every text asset, once at build time, so the static servers send
 * compressed bytes without compressing on every request (sirv picks them by Accept-Encoding).
 */
export class PrecompressPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the bundle report (which measures the uncompressed assets) and every other change.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              ),
            );
          }
        },
      );
    });
  }
}
