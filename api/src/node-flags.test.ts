import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from './node-flags.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const scripts = (JSON.parse(read('api/package.json')) as { scripts: Record<string, string> }).scripts;

/** The launchers that cannot import the list: each line that starts the server entry or the benchmark. */
const launchers: [string, string][] = [
  ['api/package.json, script start', scripts.start!],
  ['api/package.json, script bench:api', scripts['bench:api']!],
  ['Dockerfile, CMD', read('Dockerfile').match(/^CMD .*$/m)?.[0] ?? ''],
  [
    'docker-compose.yml, the api service',
    read('docker-compose.yml').match(/^ {2}command: .*dist\/server\.js.*$/m)?.[0] ?? '',
  ],
];

describe('the API process options', () => {
  it.each(launchers)('%s starts node with every one of them', (_where, line) => {
    expect(line).toMatch(/\bnode\b/);
    for (const flag of API_NODE_FLAGS) expect(line).toContain(flag);
  });
});
