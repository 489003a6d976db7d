import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderContract, staleFiles } from './openapi.js';

/**
 * `npm run openapi -w api`: writes api/openapi.json and the frontends' types from the route schemas.
 * `npm run openapi:check -w api` (`--check`): writes nothing and fails when a committed file is stale.
 */
const check = process.argv.includes('--check');
const rendered = await renderContract();

if (check) {
  const stale = await staleFiles(rendered);
  if (stale.length > 0) {
    console.error(
      `The committed API contract does not match the route schemas: ${stale.join(', ')}.\n` +
        'Run `npm run openapi -w api` and commit the result.',
    );
    process.exit(1);
  }
  console.log('The committed API contract matches the route schemas.');
} else {
  for (const [file, contents] of rendered) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
