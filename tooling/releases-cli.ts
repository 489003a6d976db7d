/**
 * `npm run releases -- <command>`: which releases exist, and which one each environment serves.
 *
 *   list [app]                                     releases, and the environments serving each
 *   init <environment> --from <url or file>        start an environment from a shell's config.json
 *   promote <app> <release-id|latest> (--env <environment> | --config <file>) [--force]
 *   rollback <app> (--env <environment> | --config <file>)
 *
 * Releases are made by `npm run release -w <app>` (release.ts has the layout).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTE_MODULE_CONTRACT, type BuiltAgainst } from '@party/shared-ui/compatibility';
import {
  environmentFile,
  initEnvironment,
  listEnvironments,
  listReleases,
  promote,
  releaseIdOf,
  ReleaseError,
  releasesDir,
  rollback,
} from './release';

const USAGE = `Usage: npm run releases -- <command>
  list [app]                                        the releases, and which environment serves each
  init <environment> --from <url-or-file>           start an environment from a shell's config.json
  promote <app> <release-id|latest> --env <environment> [--force]
  rollback <app> --env <environment>                serve again what the app served before
Instead of --env <environment> (.releases/environments/<environment>.json), --config <file> names any
config.json a shell serves (SHELL_CONFIG_FILE). Make a release with: npm run release -w <app>`;

/** What a shell built from this checkout hosts: shared-ui's version here and its route-module contract. */
function hostOfThisCheckout(): BuiltAgainst {
  const manifest = createRequire(import.meta.url)('@party/shared-ui/package.json') as { version: string };
  return { sharedUi: manifest.version, routeContract: ROUTE_MODULE_CONTRACT };
}

/** `public_site` and `public-site` both name the app `public-site`. */
const appName = (value: string) => value.replace(/_/g, '-');
const containerName = (value: string) => value.replace(/-/g, '_');

async function readSource(source: string): Promise<unknown> {
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new ReleaseError(`${source} answered ${response.status}.`);
      return await response.json();
    }
    return JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : '';
    throw new ReleaseError(`${source} could not be read: ${cause}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      config: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  const root = releasesDir();
  const configFile = () => {
    if (values.config) return path.resolve(values.config);
    if (values.env) return environmentFile(root, values.env);
    throw new ReleaseError('Say which environment: --env <environment> or --config <file>.');
  };

  switch (command) {
    case 'list': {
      const environments = listEnvironments(root);
      const releases = listReleases(root, rest[0] ? appName(rest[0]) : undefined);
      if (releases.length === 0) console.log(`No releases in ${root} yet (npm run release -w <app>).`);
      let app = '';
      for (const release of releases) {
        if (release.app !== app) console.log(`\n${(app = release.app)}`);
        const servedBy = environments
          .filter(({ config }) => {
            const manifest = config.remotes[release.container]?.manifest;
            return manifest !== undefined && releaseIdOf(manifest) === release.id;
          })
          .map(({ name }) => name);
        const against = `shared-ui ${release.builtAgainst.sharedUi}, contract ${release.builtAgainst.routeContract}`;
        console.log(
          `  ${release.id.padEnd(34)} built ${release.builtAt.slice(0, 16).replace('T', ' ')}  ${against}` +
            (servedBy.length ? `  ◀ ${servedBy.join(', ')}` : ''),
        );
      }
      console.log(`\nEnvironments${environments.length ? '' : ': none yet (npm run releases -- init …)'}`);
      for (const { name, file, config } of environments) {
        console.log(`  ${name} (${path.relative(process.cwd(), file)})`);
        for (const [remote, { manifest }] of Object.entries(config.remotes)) {
          console.log(`    ${remote.padEnd(14)} ${releaseIdOf(manifest) ?? `not a release: ${manifest}`}`);
        }
      }
      return;
    }
    case 'init': {
      const [name] = rest;
      if (!name || !values.from) throw new ReleaseError('Usage: init <environment> --from <url-or-file>');
      const file = values.config ? path.resolve(values.config) : environmentFile(root, name);
      initEnvironment(file, await readSource(values.from));
      console.log(`${name}: ${file}\nServe it with SHELL_CONFIG_FILE=${file}`);
      return;
    }
    case 'promote': {
      const [app, wanted] = rest;
      if (!app || !wanted)
        throw new ReleaseError('Usage: promote <app> <release-id|latest> --env <environment>');
      const id = wanted === 'latest' ? listReleases(root, appName(app)).at(-1)?.id : wanted;
      if (!id)
        throw new ReleaseError(`${appName(app)} has no releases yet (npm run release -w ${appName(app)}).`);
      const { remote, from, to } = promote({
        root,
        configFile: configFile(),
        app: appName(app),
        id,
        host: hostOfThisCheckout(),
        force: values.force,
      });
      console.log(
        `${remote}: ${from}\n  now → ${to}\nPages load it from their next visit; open pages keep theirs.`,
      );
      return;
    }
    case 'rollback': {
      const [app] = rest;
      if (!app) throw new ReleaseError('Usage: rollback <app> --env <environment>');
      const remote = containerName(app);
      const { from, to } = rollback({ configFile: configFile(), remote });
      console.log(`${remote}: ${from}\n  back to → ${to}`);
      return;
    }
    default:
      console.log(USAGE);
      if (!values.help && command !== undefined) process.exitCode = 1;
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // Mistakes of the caller or of a file are said in one line; anything else is a bug and shows its stack.
  const said =
    error instanceof Error &&
    (['ReleaseError', 'RuntimeConfigError', 'SyntaxError'].includes(error.name) ||
      String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS'));
  if (!said) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
