import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every workspace's own code: the API's floors, the frontends, the tooling, the scripts and the tests. */
const SOURCES = [
  'api/src',
  'shared-ui/src',
  'shell/src',
  'public-site/src',
  'auth-remote/src',
  'admin-console/src',
  'tooling',
  'scripts',
  'tests',
];

describe('import cycles', () => {
  // Reading and resolving a few hundred files takes seconds on a busy machine.
  it.each(SOURCES)('%s has none', { timeout: 30_000 }, (dir) => {
    expect(findImportCycles(path.join(repoRoot, dir))).toEqual([]);
  });

  describe('the walk', () => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      writeFileSync(path.join(fixture, file), text);
    };
    write(
      'api/keys.ts',
      "import type { Params } from './get-things';\nexport const keys = (p: Params) => [p];\n",
    );
    write(
      'api/get-things.ts',
      "import { keys } from './keys';\nexport type Params = { q?: string };\nexport const k = keys({});\n",
    );
    write('model/a.ts', "export { b } from './b';\nexport const a = 1;\n");
    write('model/b.ts', "import { a } from './index';\nexport const b = a;\n");
    write('model/index.ts', "export * from './a';\n");
    write('pages/routes.tsx', "export const load = () => import('./Page');\n");
    write('pages/Page.tsx', "import { load } from './routes';\nexport default load;\n");
    // The API's imports name the emitted file (NodeNext): ./b.js is b.ts.
    write('node/a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
    write('node/b.ts', "import { a } from './a.js';\nexport const b = () => a;\n");
    write('plain.ts', "import { keys } from './api/keys';\nexport const x = keys;\n");

    it('names each cycle, type-only imports and re-exports included, by the path that closes it', () => {
      expect(findImportCycles(fixture)).toEqual(
        expect.arrayContaining([
          ['api/get-things.ts', 'api/keys.ts', 'api/get-things.ts'],
          ['model/a.ts', 'model/b.ts', 'model/index.ts', 'model/a.ts'],
          ['node/a.ts', 'node/b.ts', 'node/a.ts'],
        ]),
      );
      expect(findImportCycles(fixture)).toHaveLength(3);
    });
  });
});
