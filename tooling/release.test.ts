import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentHash,
  environmentFile,
  finishRelease,
  initEnvironment,
  listEnvironments,
  listReleases,
  promote,
  releaseIdOf,
  releaseManifestUrl,
  rollback,
  stagingDir,
} from './release';

const host = { sharedUi: '1.2.0', routeContract: 1 };
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build of the public site whose remote entry says `body`. */
function build(body: string, files: Record<string, string> = {}): string {
  const staging = stagingDir(root, 'public-site');
  writeFileSync(path.join(staging, 'mf-manifest.json'), '{"name":"public_site"}');
  writeFileSync(path.join(staging, 'remoteEntry.js'), body);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staging, name)), { recursive: true });
    writeFileSync(path.join(staging, name), content);
  }
  return staging;
}

function release(body: string, version = '1.0.0', builtAgainst = host, now?: Date) {
  return finishRelease({
    root,
    staging: build(body),
    app: 'public-site',
    container: 'public_site',
    version,
    builtAgainst,
    ...(now ? { now } : {}),
  });
}

function environment(name = 'production') {
  const file = environmentFile(root, name);
  initEnvironment(file, {
    apiBaseUrl: '/api',
    remotes: {
      public_site: { manifest: 'https://www.example.org/public/mf-manifest.json' },
      admin_console: { manifest: 'https://admin.example.org/mf-manifest.json', lazy: { paths: ['/admin'] } },
    },
  });
  return file;
}

const served = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { remotes: Record<string, { manifest: string }> }).remotes;

describe('releases', () => {
  it('names a release by version and content hash, and never rewrites one', () => {
    const first = release('one');
    expect(first.created).toBe(true);
    expect(first.manifest.id).toBe(`1.0.0-${first.manifest.contentHash}`);
    expect(first.manifest.contentHash).toMatch(/^[0-9a-f]{12}$/);
    expect(existsSync(path.join(first.dir, 'release.json'))).toBe(true);

    // The same build again: the existing release stands, its files untouched.
    const again = release('one');
    expect(again).toMatchObject({ created: false, dir: first.dir });
    expect(again.manifest.builtAt).toBe(first.manifest.builtAt);
    // Another build of the same version is another release.
    const other = release('two');
    expect(other.manifest.id).not.toBe(first.manifest.id);
    // No staging folder is left behind.
    expect(readdirSync(path.join(root, 'public-site')).sort()).toEqual(
      [first.manifest.id, other.manifest.id].sort(),
    );
  });

  it('hashes names and contents of every file, nested ones included', () => {
    const a = build('x', { 'assets/a.png': '1' });
    const b = build('x', { 'assets/b.png': '1' });
    const c = build('x', { 'assets/a.png': '2' });
    expect(contentHash(a)).not.toBe(contentHash(b));
    expect(contentHash(a)).not.toBe(contentHash(c));
    expect(contentHash(a)).toBe(contentHash(build('x', { 'assets/a.png': '1' })));
  });

  it('refuses a version that cannot name a folder, and a build that is not a remote', () => {
    expect(() => release('one', '../1.0')).toThrow(/cannot name a release/);
    const staging = stagingDir(root, 'public-site');
    expect(() =>
      finishRelease({
        root,
        staging,
        app: 'public-site',
        container: 'public_site',
        version: '1',
        builtAgainst: host,
      }),
    ).toThrow(/no mf-manifest.json/);
    expect(readdirSync(path.join(root, 'public-site'))).toEqual([]);
  });

  it('lists releases oldest first', () => {
    const older = release('one', '1.0.0', host, new Date('2026-01-01T00:00:00Z'));
    const newer = release('two', '1.1.0', host, new Date('2026-02-01T00:00:00Z'));
    expect(listReleases(root).map((r) => r.id)).toEqual([older.manifest.id, newer.manifest.id]);
  });
});

describe('promotion and rollback', () => {
  it('points an environment at a release on the same server, and rolls back step by step', () => {
    const file = environment();
    const first = release('one').manifest.id;
    const second = release('two').manifest.id;

    promote({ root, configFile: file, app: 'public-site', id: first, host });
    expect(served(file).public_site?.manifest).toBe(
      `https://www.example.org/public/releases/${first}/mf-manifest.json`,
    );
    promote({ root, configFile: file, app: 'public-site', id: second, host });
    expect(releaseIdOf(served(file).public_site!.manifest)).toBe(second);
    // Other remotes and settings are kept as they were.
    expect(served(file).admin_console).toEqual({
      manifest: 'https://admin.example.org/mf-manifest.json',
      lazy: { paths: ['/admin'] },
    });
    expect(listEnvironments(root).map(({ name }) => name)).toEqual(['production']);

    rollback({ configFile: file, remote: 'public_site' });
    expect(releaseIdOf(served(file).public_site!.manifest)).toBe(first);
    rollback({ configFile: file, remote: 'public_site' });
    expect(served(file).public_site?.manifest).toBe('https://www.example.org/public/mf-manifest.json');
    expect(() => rollback({ configFile: file, remote: 'public_site' })).toThrow(/nothing to roll back/);
  });

  it('refuses a release the shell cannot host unless forced, and a release that does not exist', () => {
    const file = environment();
    const before = readFileSync(file, 'utf8');
    const newer = release('one', '2.0.0', { sharedUi: '2.0.0', routeContract: 1 }).manifest.id;
    expect(() => promote({ root, configFile: file, app: 'public-site', id: newer, host })).toThrow(
      /built against shared-ui 2\.0\.0/,
    );
    const contract = release('two', '1.0.0', { sharedUi: '1.0.0', routeContract: 2 }).manifest.id;
    expect(() => promote({ root, configFile: file, app: 'public-site', id: contract, host })).toThrow(
      /route-module contract 2/,
    );
    expect(() => promote({ root, configFile: file, app: 'public-site', id: 'nope', host })).toThrow(
      /has no release "nope"/,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);

    promote({ root, configFile: file, app: 'public-site', id: newer, host, force: true });
    expect(releaseIdOf(served(file).public_site!.manifest)).toBe(newer);
  });

  it('leaves no temporary file beside the environment', () => {
    const file = environment();
    promote({ root, configFile: file, app: 'public-site', id: release('one').manifest.id, host });
    expect(readdirSync(path.dirname(file)).sort()).toEqual(['production.history.json', 'production.json']);
  });

  it('needs an environment to exist before promoting into it', () => {
    const id = release('one').manifest.id;
    expect(() =>
      promote({ root, configFile: environmentFile(root, 'staging'), app: 'public-site', id, host }),
    ).toThrow(/does not exist/);
    expect(() => environmentFile(root, '../etc')).toThrow(/cannot name an environment/);
  });
});

describe('release URLs', () => {
  it('puts a release beside the manifest an environment serves now', () => {
    expect(releaseManifestUrl('http://localhost:8081/mf-manifest.json', '1.0.0-abc')).toBe(
      'http://localhost:8081/releases/1.0.0-abc/mf-manifest.json',
    );
    expect(releaseManifestUrl('/public-site/releases/0.9.0-def/mf-manifest.json', '1.0.0-abc')).toBe(
      '/public-site/releases/1.0.0-abc/mf-manifest.json',
    );
    expect(releaseIdOf('/public-site/releases/0.9.0-def/mf-manifest.json')).toBe('0.9.0-def');
    expect(releaseIdOf('http://localhost:8081/mf-manifest.json')).toBeUndefined();
  });
});
