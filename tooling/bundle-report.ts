import { gzipSync } from 'node:zlib';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const PLUGIN_NAME = 'BundleReportPlugin';

export interface BundleAsset {
  readonly name: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface BundleReport {
  readonly app: string;
  readonly mode: string;
  /** Every emitted asset except source maps and this report, by name. */
  readonly assets: readonly BundleAsset[];
  /** What each entry point loads before anything async: the cost of a first visit before the app boots. */
  readonly entrypoints: Readonly<
    Record<string, { files: readonly string[]; bytes: number; gzipBytes: number }>
  >;
  readonly total: { bytes: number; gzipBytes: number };
}

/**
 * Writes `bundle-report.json` beside the build: asset sizes, raw and gzipped (what a server sending gzip
 * puts on the wire). No timestamps, so two builds of the same code give the same file and a diff means
 * something. Runs at the REPORT stage, after minification and real content hashing.
 */
export class BundleReportPlugin implements WebpackPluginInstance {
  constructor(private readonly fileName = 'bundle-report.json') {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const sizes = new Map<string, BundleAsset>();
          for (const [name, source] of Object.entries(assets)) {
            if (name.endsWith('.map') || name === this.fileName) continue;
            const buffer = source.buffer();
            sizes.set(name, { name, bytes: buffer.length, gzipBytes: gzipSync(buffer).length });
          }
          const assetList = [...sizes.values()].sort((a, b) => a.name.localeCompare(b.name));

          const entrypoints: Record<string, BundleReport['entrypoints'][string]> = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            const files = [...entrypoint.getFiles()].flatMap((file) => sizes.get(file) ?? []);
            entrypoints[name] = { files: files.map((file) => file.name).sort(), ...sum(files) };
          }

          const report: BundleReport = {
            app: compiler.options.name ?? 'app',
            mode: compiler.options.mode ?? 'none',
            assets: assetList,
            entrypoints,
            total: sum(assetList),
          };
          compilation.emitAsset(this.fileName, new sources.RawSource(`${JSON.stringify(report, null, 2)}\n`));
        },
      );
    });
  }
}

function sum(assets: readonly BundleAsset[]): { bytes: number; gzipBytes: number } {
  return assets.reduce((acc, a) => ({ bytes: acc.bytes + a.bytes, gzipBytes: acc.gzipBytes + a.gzipBytes }), {
    bytes: 0,
    gzipBytes: 0,
  });
}
