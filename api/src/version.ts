import { readFileSync } from 'node:fs';

/** The API's release version, from its package.json (works from src/ and from the compiled dist/). */
export const version: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
