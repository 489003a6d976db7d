/**
 * `npm run test:fuzz`: property-based fuzzing of every operation of the OpenAPI document (api/openapi.json)
 * against the real app, in-process, on a scratch database (a new database on the PostgreSQL server of
 * TEST_DATABASE_URL, else embedded PGlite in a temporary folder).
 *
 * Each request is built from an operation's parameters and body schema (fuzz/generate.ts): a valid one, or
 * a valid one broken in one way. It is sent as a visitor, a member, an administrator, an executive
 * administrator or a super administrator, and every answer must be below 500, in the envelope and free of
 * the server's insides (fuzz/check.ts). Failures print the seed, the request number, the request and the
 * answer (with what the server logged for it), and the run exits non-zero.
 *
 *   npm run test:fuzz -- --requests 10000 --seed 1234 [--operation createNewsArticle] [--max-failures 20]
 *
 * The seed also comes from FUZZ_SEED, and FUZZ_REQUESTS sets the count; requests are sent one at a time,
 * so a seed replays the same run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createUser, sessionFor, type Role } from '../test/helpers/accounts.js';
import { withAdmin, withDatabase } from '../test/helpers/pg-admin.js';
import { checkAnswer, type Problem } from './check.js';
import { generateRequest, type FuzzRequest, type Generator } from './generate.js';
import {
  createdResource,
  pathResources,
  readOperations,
  type OpenApiDocument,
  type Operation,
} from './operations.js';
import { parseSeed, Random } from './random.js';
import { Knowledge } from './values.js';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string' },
    requests: { type: 'string' },
    operation: { type: 'string' },
    'max-failures': { type: 'string' },
  },
});

const seed = parseSeed(args.seed ?? process.env.FUZZ_SEED);
const total = Number(args.requests ?? process.env.FUZZ_REQUESTS ?? 10_000);
const maxFailures = Number(args['max-failures'] ?? 20);
/** A request that takes longer than this has hung: a failure, whatever it would have answered. */
const REQUEST_TIMEOUT_MS = 15_000;
const JWT_SECRET = 'fuzz-secret-that-is-long-enough-for-hs256-signing';
const PASSWORD = 'correct horse battery';

if (!Number.isInteger(total) || total < 1) throw new Error(`--requests must be a whole number above 0.`);

const here = path.dirname(fileURLToPath(import.meta.url));
const document = JSON.parse(readFileSync(path.join(here, '..', 'openapi.json'), 'utf8')) as OpenApiDocument;
const allOperations = readOperations(document);
const operations = args.operation
  ? allOperations.filter((operation) => operation.id === args.operation || operation.path === args.operation)
  : allOperations;
if (operations.length === 0) throw new Error(`No operation is called "${args.operation}".`);

console.log(
  `Fuzzing ${operations.length} operations with ${total} requests, seed ${seed} (replay: npm run test:fuzz -- --seed ${seed} --requests ${total}${args.operation ? ` --operation ${args.operation}` : ''})`,
);

// --- The scratch database --------------------------------------------------------------------------------

interface Scratch {
  handle: DatabaseHandle;
  env: Record<string, string>;
  remove(): Promise<void>;
}

async function scratchDatabase(): Promise<Scratch> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'party-fuzz-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `party_fuzz_${process.pid}_${seed}`;
    await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = withDatabase(serverUrl, name);
    const handle = await openDatabase({ databaseUrl: url, dataDir });
    return {
      handle,
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      remove: async () => {
        await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const handle = await openDatabase({ dataDir });
  return { handle, env: { DATA_DIR: dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

// --- The callers ---------------------------------------------------------------------------------------

type IdentityName = 'anonymous' | Role;
const IDENTITIES: IdentityName[] = ['anonymous', 'member', 'admin', 'executive_admin', 'super_admin'];

interface Identity {
  name: IdentityName;
  token?: string;
  renewals: number;
}

async function signIn(app: FastifyInstance, identity: Identity, knowledge: Knowledge): Promise<void> {
  if (identity.name === 'anonymous') return;
  const user = await createUser(app, {
    roles: [identity.name],
    username: `fuzz_${identity.name}_${identity.renewals}_${seed}`,
    password: PASSWORD,
  });
  identity.token = (await sessionFor(app, user.id)).token;
  knowledge.usernames.push(user.username);
  knowledge.emails.push(user.email);
  // A second session of the same user, whose refresh token the fuzzer may spend.
  knowledge.addToken(knowledge.refreshTokens, (await sessionFor(app, user.id)).refreshToken);
}

/** Whether the identity's token still works with its role; it may have signed out or changed password. */
async function stillSignedIn(app: FastifyInstance, identity: Identity): Promise<boolean> {
  if (!identity.token) return true;
  const answer = await app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: { authorization: `Bearer ${identity.token}` },
  });
  if (answer.statusCode !== 200) return false;
  const roles = answer.json<{ data?: { roles?: string[] } }>().data?.roles ?? [];
  return roles.includes(identity.name);
}

// --- Sample files --------------------------------------------------------------------------------------

const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#c00' } })
  .png()
  .toBuffer();
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// --- The run -------------------------------------------------------------------------------------------

interface Failure {
  index: number;
  operation: Operation;
  identity: IdentityName;
  request: FuzzRequest;
  answer: { statusCode: number; body: string } | undefined;
  problems: Problem[];
  logs: string[];
}

const serverLogs: string[] = [];
const logStream = {
  write(line: string) {
    serverLogs.push(line);
    if (serverLogs.length > 500) serverLogs.splice(0, 250);
  },
};

const scratch = await scratchDatabase();
await migrateToLatest(scratch.handle.db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  JWT_SECRET,
  ...scratch.env,
  // The fuzzer sends thousands of requests a minute from one address: limits would answer most of them.
  RATE_LIMIT_MAX: '1000000000',
  AUTH_RATE_LIMIT_MAX: '1000000000',
  PUBLIC_URL: 'https://branch.example.org',
});
const app = await buildApp(config, {
  database: scratch.handle,
  logger: { level: 'warn', stream: logStream },
});
await app.ready();

const random = new Random(seed);
const knowledge = new Knowledge();
const generator: Generator = { document, random, knowledge, assets: { png, pdf, jwtSecret: JWT_SECRET } };
const identities = new Map<IdentityName, Identity>(IDENTITIES.map((name) => [name, { name, renewals: 0 }]));
for (const identity of identities.values()) await signIn(app, identity, knowledge);

const counts = new Map<string, Map<IdentityName, number>>();
const statuses = new Map<number, number>();
const mutations = new Map<string, number>();
const failures: Failure[] = [];
const signatures = new Map<string, number>();
let sent = 0;
let harvestedMails = 0;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

async function inject(request: FuzzRequest, identity: Identity, index: number) {
  const headers: Record<string, string> = { 'x-request-id': `fuzz-${index}`, ...request.headers };
  if (identity.token && headers.authorization === undefined)
    headers.authorization = `Bearer ${identity.token}`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Remembers what a successful creation made, so that later requests reach it. */
function harvest(operation: Operation, request: FuzzRequest, answer: LightMyRequestResponse) {
  if (answer.statusCode >= 300 || request.method !== 'POST' || request.mutation !== 'valid') return;
  const created = createdResource(operation, allOperations);
  if (!created) return;
  let id: unknown;
  try {
    id = answer.json<{ data?: { id?: unknown } }>().data?.id;
  } catch {
    return;
  }
  if (typeof id !== 'string') return;
  const record: Record<string, string> = {};
  let parent: string | undefined;
  for (const [param, resource] of pathResources(operation.path)) {
    const value = request.params[param];
    if (value !== undefined) {
      record[resource] = value;
      parent = resource;
    }
  }
  record[created] = id;
  knowledge.remember(record, parent);
}

/** Tokens from mails the app sent (invitations, password resets, verification): valid inputs for later. */
function harvestMails() {
  const outbox =
    (app as unknown as { mailer?: { outbox?: readonly { text?: string }[] } }).mailer?.outbox ?? [];
  for (const mail of outbox.slice(harvestedMails)) {
    for (const match of mail.text?.matchAll(/token=([A-Za-z0-9_-]+)/g) ?? []) {
      if (match[1]) knowledge.addToken(knowledge.tokens, match[1]);
    }
  }
  harvestedMails = outbox.length;
}

async function send(operation: Operation, identityName: IdentityName, index: number, request: FuzzRequest) {
  const identity = identities.get(identityName)!;
  const started = serverLogs.length;
  const answer = await inject(request, identity, index);
  sent += 1;
  const byIdentity = counts.get(operation.id) ?? new Map<IdentityName, number>();
  byIdentity.set(identityName, (byIdentity.get(identityName) ?? 0) + 1);
  counts.set(operation.id, byIdentity);
  const kind = request.mutation.split(':')[0]!;
  mutations.set(kind, (mutations.get(kind) ?? 0) + 1);

  const sentText = `${decode(request.url)} ${request.url} ${request.payload?.toString() ?? ''} ${JSON.stringify(request.headers)}`;
  const problems: Problem[] =
    answer === 'timeout'
      ? [{ kind: 'no answer', detail: `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` }]
      : checkAnswer(
          allOperations.find((other) => other.path === operation.path && other.method === request.method) ??
            operation,
          request.method,
          { statusCode: answer.statusCode, headers: answer.headers, body: answer.body },
          sentText,
        );
  if (answer !== 'timeout') {
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    harvest(operation, request, answer);
  }
  if (problems.length) {
    const logs = serverLogs
      .slice(started)
      .filter((line) => line.includes(`"fuzz-${index}"`) || !line.includes('"reqId"'));
    failures.push({
      index,
      operation,
      identity: identityName,
      request,
      answer: answer === 'timeout' ? undefined : { statusCode: answer.statusCode, body: answer.body },
      problems,
      logs,
    });
  }
  // A caller may have signed itself out, changed its password or lost its role: give it a new account.
  const touchesSelf = /^\/api\/(auth|users\/(profile|change-password))/.test(operation.path);
  const refused =
    answer !== 'timeout' && answer.statusCode === 401 && request.headers.authorization === undefined;
  if (
    identity.token &&
    (touchesSelf || refused || index % 250 === 0) &&
    !(await stillSignedIn(app, identity))
  ) {
    identity.renewals += 1;
    await signIn(app, identity, knowledge);
  }
}

/** The `code` of a JSON answer, to tell failures apart. */
function answerCode(failure: Failure): string {
  try {
    const code = (JSON.parse(failure.answer?.body ?? '') as { code?: unknown }).code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

function report(failure: Failure) {
  const { request, answer } = failure;
  const payload =
    request.payload === undefined
      ? '(none)'
      : truncate(
          Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload,
          600,
        );
  console.log(
    [
      ``,
      `FAILURE at request #${failure.index} (seed ${seed}): ${failure.operation.id} (${failure.operation.method} ${failure.operation.path}) as ${failure.identity}`,
      ...failure.problems.map((problem) => `  problem: ${problem.kind}: ${problem.detail}`),
      `  mutation: ${request.mutation}`,
      `  request: ${request.method} ${truncate(request.url, 300)}`,
      `  headers: ${truncate(JSON.stringify(request.headers), 300)}`,
      `  payload: ${JSON.stringify(payload)}`,
      answer ? `  answer: ${answer.statusCode} ${truncate(answer.body, 1000)}` : '  answer: none',
      ...failure.logs.slice(0, 5).map((line) => `  server log: ${truncate(line.trim(), 2000)}`),
    ].join('\n'),
  );
}

// Interrupted (Ctrl-C, a CI timeout): the scratch database goes all the same.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\nInterrupted after ${sent} requests (seed ${seed}).`);
    void scratch.remove().finally(() => process.exit(130));
  });
}

const startedAt = performance.now();
let exitCode = 0;
try {
  // Warm-up: valid creations as the super administrator, parents first, so that later requests find records.
  const creators = allOperations
    .filter((operation) => createdResource(operation, allOperations))
    .sort((a, b) => pathResources(a.path).size - pathResources(b.path).size);
  for (let round = 0; round < 3; round += 1) {
    for (const operation of creators) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const request = generateRequest(generator, operation, { valid: true });
        await send(operation, 'super_admin', -1, request);
      }
    }
  }
  harvestMails();
  const warmUp = sent;
  console.log(`Warm-up: ${warmUp} valid creations sent.`);

  let order: Operation[] = [];
  for (let index = 0; index < total && signatures.size < maxFailures; index += 1) {
    if (order.length === 0) order = random.shuffle(operations);
    const operation = order.pop()!;
    const identity = random.pick(IDENTITIES);
    const request = generateRequest(generator, operation);
    const before = failures.length;
    await send(operation, identity, index, request);
    for (const failure of failures.slice(before)) {
      const signature = `${failure.problems.map((p) => p.kind).join(', ')}: ${failure.answer?.statusCode ?? 'no answer'} ${answerCode(failure)} (${failure.request.mutation.split(':')[0]})`;
      const seen = signatures.get(signature) ?? 0;
      signatures.set(signature, seen + 1);
      if (seen === 0) report(failure);
    }
    if (index % 50 === 0) harvestMails();
    if ((index + 1) % 1000 === 0) {
      console.log(
        `  ${index + 1} requests, ${failures.length} failures, ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
      );
    }
  }

  const seconds = (performance.now() - startedAt) / 1000;
  console.log('\nRequests per operation and caller:');
  const header = ['operation'.padEnd(48), ...IDENTITIES.map((name) => name.padStart(16))].join('');
  console.log(header);
  for (const operation of operations) {
    const row = counts.get(operation.id);
    console.log(
      [operation.id.padEnd(48), ...IDENTITIES.map((name) => String(row?.get(name) ?? 0).padStart(16))].join(
        '',
      ),
    );
  }
  console.log(
    `\nStatuses: ${[...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join('  ')}`,
  );
  console.log(
    `Requests by kind: ${[...mutations.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
  );
  console.log(
    `Callers renewed: ${[...identities.values()].map((identity) => `${identity.name} ${identity.renewals}`).join(', ')}`,
  );
  console.log(
    `\n${sent} requests (${warmUp} warm-up) over ${operations.length} operations in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s) on ${scratch.handle.kind}, seed ${seed}.`,
  );
  if (failures.length) {
    console.log(`\n${failures.length} failing answers, ${signatures.size} distinct:`);
    for (const [signature, count] of signatures) console.log(`  ${count}× ${signature}`);
    console.log(`Replay: npm run test:fuzz -- --seed ${seed} --requests ${total}`);
    exitCode = 1;
  } else {
    console.log('Every answer was below 500, in the envelope, with nothing internal in it.');
  }
} finally {
  await app.close();
  await scratch.handle.close();
  await scratch.remove();
}
process.exit(exitCode);
