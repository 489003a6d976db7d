import { createHmac } from 'node:crypto';
import type { Random } from './random.js';
import { pathResources, type OpenApiDocument, type Operation, type Schema } from './operations.js';
import { isFileField, validValue, type Knowledge } from './values.js';

/**
 * Requests built from an operation of the OpenAPI document: a valid one (as the document describes), or a
 * valid one with one thing broken the way careless or hostile clients break it: wrong types, missing and
 * extra fields, huge and deeply nested values, control characters, non-finite and out-of-range numbers, bad
 * JSON, wrong content types, broken multipart bodies, path parameters that are not ids, forged tokens.
 */

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The path parameters as filled in (encoded), by name. */
  params: Record<string, string>;
  /** What was done to a valid request: `valid`, or the kind of breakage and where. */
  mutation: string;
}

/** Fixed inputs of a run: sample files and the signing secret (to forge tokens the API must refuse). */
export interface Assets {
  png: Buffer;
  pdf: Buffer;
  jwtSecret: string;
}

export interface Generator {
  document: OpenApiDocument;
  random: Random;
  knowledge: Knowledge;
  assets: Assets;
}

type Json = unknown;

/** 1,000,000 characters: under the 1 MiB body limit with the rest of a body, far over any field's maximum. */
const MEGABYTE_TEXT = 'x'.repeat(1_000_000);
const DEEP_LEVELS = 5000;

const CONTROL_TEXTS = [
  'a\u0000b',
  '\u0000',
  'tab\tnew\nline\r',
  '\u0001\u0002\u0003\u0008\u000b\u000c\u001b[31m',
  '\u007f\u0085\u009f',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '\ud800',
  '\udfff\ud800',
  '💧🇬🇭👩🏾‍⚕️',
  'é'.normalize('NFD'),
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
  '../../../../etc/passwd',
  ' ',
  '',
];

const ODD_NUMBERS_JSON = [
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '-1',
  '0',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e20',
  '123456789012345678901234567890',
  '0.5',
  '1.0000000000000002',
];

const ODD_QUERY_VALUES = [
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e5',
  '0x10',
  'abc',
  '',
  'true',
  'null',
  '%00',
  'a%00b',
  '%01%1F%7F',
  '%zz',
  '%',
  '%E0%A4%A',
  '%FF%FE',
  '%F0%9F%92%A7',
  '%27%20OR%201%3D1--',
  '%5B%5D',
];

const ODD_PATH_VALUES = [
  'abc',
  '1',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '%7B00000000-0000-0000-0000-000000000000%7D',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%2F',
  '..',
  '%2e%2e',
  '%zz',
  '%FF',
  '%F0%9F%92%A7',
  '%27%20OR%201%3D1--',
  'Infinity',
  '1e309',
];

const BAD_JSON_TEXTS = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\ufeff{"a":1}',
  'null',
  'true',
  '123',
  '"text"',
  '[]',
  '[1,2,3]',
  '{"__proto__":{"isSuperuser":true,"role":"super_admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"unterminated}',
  '{"a":1e309}',
  '\u0000',
  '   ',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=abc',
  'image/png',
  '*/*',
  ';;;',
  'application/json; boundary=abc; charset=utf-8; extra',
];

const encode = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** A value of another JSON type than `value`. */
function otherType(random: Random, value: Json): Json {
  const options: Json[] = [12345, -1, 0.5, true, false, null, 'text', [], [1, 'a'], {}, { nested: { a: 1 } }];
  const kind = (v: Json) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  return random.pick(options.filter((option) => kind(option) !== kind(value)));
}

function nested(levels: number, leaf: string, random: Random): string {
  const open = random.chance(0.5) ? '[' : '{"a":';
  const close = open === '[' ? ']' : '}';
  return `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;
}

/** Paths to every value of an object, at most a few levels down: [] is the whole body. */
function paths(
  value: Json,
  prefix: (string | number)[] = [],
  found: (string | number)[][] = [],
): (string | number)[][] {
  found.push(prefix);
  if (prefix.length >= 4) return found;
  if (Array.isArray(value)) value.forEach((item, index) => paths(item, [...prefix, index], found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths(item, [...prefix, key], found);
  }
  return found;
}

function getAt(value: Json, path: (string | number)[]): Json {
  return path.reduce<Json>(
    (current, key) => (current as Record<string | number, Json> | undefined)?.[key],
    value,
  );
}

/** `value` with the value at `path` replaced by `replacement` (or removed when it is `undefined`). */
function setAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, Json>;
  const parent = path
    .slice(0, -1)
    .reduce<Json>((current, key) => (current as Record<string | number, Json>)[key], copy);
  const last = path[path.length - 1]!;
  if (parent && typeof parent === 'object') {
    if (replacement === undefined) {
      if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
      else delete (parent as Record<string | number, Json>)[last];
    } else (parent as Record<string | number, Json>)[last] = replacement;
  }
  return copy;
}

const MARK = '\u0000fuzz-raw';

/** JSON text of `value` with the value at `path` replaced by raw JSON text (e.g. `1e309`, deep nesting). */
function withRaw(value: Json, path: (string | number)[], raw: string): string {
  return JSON.stringify(setAt(value, path, MARK)).replace(JSON.stringify(MARK), () => raw);
}

const label = (path: (string | number)[]) => (path.length ? path.join('.') : '(body)');

/** Fills the path template: values from remembered records where possible, else from the schema. */
function pathValues(generator: Generator, operation: Operation): Map<string, string> {
  const { random, knowledge, document } = generator;
  const resources = pathResources(operation.path);
  const values = new Map<string, string>();
  const idParams = operation.parameters.filter((p) => p.in === 'path' && p.schema.format === 'uuid');
  const record = random.chance(0.85)
    ? knowledge.record(
        random,
        idParams.map((p) => resources.get(p.name) ?? p.name),
      )
    : undefined;
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const known = record?.[resources.get(parameter.name) ?? parameter.name];
    values.set(
      parameter.name,
      known ?? encode(validValue(document, parameter.schema, random, knowledge, parameter.name)),
    );
  }
  return values;
}

function validQuery(generator: Generator, operation: Operation): [string, string][] {
  const { random, knowledge, document } = generator;
  const pairs: [string, string][] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && !random.chance(0.5)) continue;
    pairs.push([
      parameter.name,
      encode(validValue(document, parameter.schema, random, knowledge, parameter.name)),
    ]);
  }
  return pairs;
}

function buildUrl(path: string, values: Map<string, string>, query: [string, string][]): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => values.get(name) ?? '');
  return query.length ? `${filled}?${query.map(([key, value]) => `${key}=${value}`).join('&')}` : filled;
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body written by hand, so that it can also be written wrongly. */
export function multipartBody(parts: Part[], boundary = 'fuzzBoundary7MA4YWxk'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = 'fuzzBoundary7MA4YWxk';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function validParts(generator: Generator, schema: Schema): Part[] {
  const { random, knowledge, document, assets } = generator;
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const parts: Part[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!required.has(name) && !random.chance(0.6)) continue;
    if (isFileField(document, property)) {
      const pdf = name === 'file';
      parts.push({
        name,
        value: pdf ? assets.pdf : assets.png,
        filename: pdf ? 'minutes.pdf' : 'photo.png',
        type: pdf ? 'application/pdf' : 'image/png',
      });
      continue;
    }
    const value = validValue(document, property, random, knowledge, name);
    if (value === null || value === undefined) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      parts.push({ name, value: typeof item === 'string' ? item : JSON.stringify(item) });
    }
  }
  return parts;
}

function brokenMultipart(
  generator: Generator,
  operation: Operation,
  parts: Part[],
): { payload: Buffer; type: string; mutation: string } {
  const { random, assets } = generator;
  const body = multipartBody(parts);
  const textPart = parts.find((part) => part.filename === undefined);
  const filePart = parts.find((part) => part.filename !== undefined);
  const kind = random.pick([
    'garbage file',
    'empty file',
    'truncated image',
    'svg as png',
    'pdf as image',
    'image as pdf',
    'oversized file',
    'control characters in a field',
    'huge field',
    'many fields',
    'many files',
    'file in a text field',
    'text in the file field',
    'odd filename',
    'boundary mismatch',
    'truncated body',
    'no boundary',
    'garbage body',
    'missing disposition',
    'duplicate fields',
    'empty body',
  ]);
  const replaceFile = (value: Buffer, type = 'image/png', filename = 'photo.png'): Part[] => {
    const name = filePart?.name ?? fileFieldOf(generator, operation) ?? 'image';
    return [...parts.filter((part) => part !== filePart), { name, value, type, filename }];
  };
  const done = (payload: Buffer, type = MULTIPART_TYPE) => ({
    payload,
    type,
    mutation: `multipart: ${kind}`,
  });
  switch (kind) {
    case 'garbage file':
      return done(
        multipartBody(
          replaceFile(Buffer.from(random.string(random.int(1, 4000), 'ab\u0000\u00ff%'), 'latin1')),
        ),
      );
    case 'empty file':
      return done(multipartBody(replaceFile(Buffer.alloc(0))));
    case 'truncated image':
      return done(multipartBody(replaceFile(assets.png.subarray(0, random.int(1, assets.png.length - 1)))));
    case 'svg as png':
      return done(
        multipartBody(
          replaceFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
        ),
      );
    case 'pdf as image':
      return done(multipartBody(replaceFile(assets.pdf, 'image/png')));
    case 'image as pdf':
      return done(multipartBody(replaceFile(assets.png, 'application/pdf', 'minutes.pdf')));
    case 'oversized file':
      return done(
        multipartBody(replaceFile(Buffer.alloc(random.pick([5 * 1024 * 1024 + 1, 11 * 1024 * 1024])))),
      );
    case 'control characters in a field':
      return done(
        multipartBody([
          ...parts.filter((part) => part !== textPart),
          { name: textPart?.name ?? 'title', value: random.pick(CONTROL_TEXTS) },
        ]),
      );
    case 'huge field':
      return done(multipartBody([...parts, { name: textPart?.name ?? 'title', value: MEGABYTE_TEXT }]));
    case 'many fields':
      return done(
        multipartBody([
          ...parts,
          ...Array.from({ length: 200 }, (_, index) => ({ name: `f${index}`, value: 'x' })),
        ]),
      );
    case 'many files':
      return done(
        multipartBody(
          Array.from({ length: 12 }, (_, index) => ({
            name: filePart?.name ?? 'image',
            value: assets.png,
            filename: `p${index}.png`,
            type: 'image/png',
          })),
        ),
      );
    case 'file in a text field':
      return done(
        multipartBody([
          ...parts.filter((part) => part !== textPart),
          { name: textPart?.name ?? 'title', value: assets.png, filename: 'x.png', type: 'image/png' },
        ]),
      );
    case 'text in the file field':
      return done(
        multipartBody([
          ...parts.filter((part) => part !== filePart),
          { name: filePart?.name ?? 'image', value: 'not a file' },
        ]),
      );
    case 'odd filename':
      return done(
        multipartBody(
          replaceFile(
            assets.png,
            random.pick(['image/png', '', 'image/png; charset=utf-8', 'x/y', 'image/svg+xml']),
            random.pick([
              '../../etc/passwd',
              '',
              'a\u0000.png',
              '💧.png',
              'x'.repeat(5000),
              'a"b.png',
              'C:\\x\\y.png',
            ]),
          ),
        ),
      );
    case 'boundary mismatch':
      return done(body, 'multipart/form-data; boundary=somethingElse');
    case 'truncated body':
      return done(body.subarray(0, random.int(0, body.length - 1)));
    case 'no boundary':
      return done(body, 'multipart/form-data');
    case 'garbage body':
      return done(Buffer.from(random.string(random.int(1, 500), 'ab-\r\n"=;\u0000')));
    case 'missing disposition':
      return done(
        Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`),
      );
    case 'duplicate fields':
      return done(multipartBody([...parts, ...parts]));
    default:
      return done(Buffer.alloc(0));
  }
}

function mutateJson(
  generator: Generator,
  operation: Operation,
  body: Json,
): { text: string; mutation: string } {
  const { random } = generator;
  const all = paths(body);
  const leaves = all.filter((path) => path.length > 0);
  const target = leaves.length ? random.pick(leaves) : [];
  const schema = operation.json ?? {};
  const kind = random.pick([
    'wrong type',
    'missing required',
    'extra field',
    'huge string',
    'over the body limit',
    'deep nesting',
    'control characters',
    'odd number',
    'bad JSON',
    'prototype keys',
    'array body',
    'duplicate keys',
    'null field',
  ]);
  const mutation = (where: string) => `body: ${kind} at ${where}`;
  switch (kind) {
    case 'wrong type':
      return {
        text: JSON.stringify(setAt(body, target, otherType(random, getAt(body, target)))),
        mutation: mutation(label(target)),
      };
    case 'missing required': {
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const field = required.length ? random.pick(required) : target[0];
      return {
        text: JSON.stringify(field === undefined ? body : setAt(body, [field], undefined)),
        mutation: mutation(String(field ?? '(none)')),
      };
    }
    case 'extra field': {
      const extra = random.pick([
        'isSuperuser',
        'is_superuser',
        'role',
        'id',
        'createdAt',
        'password_hash',
        'x'.repeat(300),
        '',
      ]);
      const value = random.pick<Json>([true, 'super_admin', 1, { a: 1 }, null]);
      return {
        text: JSON.stringify(setAt(body, [...target.slice(0, -1), extra], value)),
        mutation: mutation(extra.slice(0, 20)),
      };
    }
    case 'huge string':
      return { text: JSON.stringify(setAt(body, target, MEGABYTE_TEXT)), mutation: mutation(label(target)) };
    case 'over the body limit':
      return {
        text: JSON.stringify(setAt(body, target, `${MEGABYTE_TEXT}${MEGABYTE_TEXT}`)),
        mutation: mutation(label(target)),
      };
    case 'deep nesting':
      return {
        text: withRaw(body, target, nested(DEEP_LEVELS, random.pick(['1', '"x"', 'null']), random)),
        mutation: mutation(label(target)),
      };
    case 'control characters':
      return {
        text: JSON.stringify(setAt(body, target, random.pick(CONTROL_TEXTS))),
        mutation: mutation(label(target)),
      };
    case 'odd number': {
      const number = random.pick(ODD_NUMBERS_JSON);
      return { text: withRaw(body, target, number), mutation: `${mutation(label(target))} = ${number}` };
    }
    case 'bad JSON':
      return { text: random.pick(BAD_JSON_TEXTS), mutation: 'body: bad JSON' };
    case 'prototype keys': {
      const text = JSON.stringify(body);
      const inject = random.pick([
        '"__proto__":{"isSuperuser":true}',
        '"constructor":{"prototype":{"x":1}}',
        '"__proto__":null',
      ]);
      return {
        text: text.startsWith('{') && text.length > 2 ? `{${inject},${text.slice(1)}` : `{${inject}}`,
        mutation: 'body: prototype keys',
      };
    }
    case 'array body':
      return { text: JSON.stringify([body]), mutation: 'body: array instead of object' };
    case 'duplicate keys': {
      const text = JSON.stringify(body);
      const key = target[0];
      return {
        text: typeof key === 'string' && text.length > 2 ? `{"${key}":1,${text.slice(1)}` : text,
        mutation: mutation(label(target)),
      };
    }
    default:
      return { text: JSON.stringify(setAt(body, target, null)), mutation: mutation(label(target)) };
  }
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * An HS256 JWT with any claims (an object, or JSON text for claims JSON.stringify cannot write, such as
 * `1e309`), signed with `secret`, or not signed at all for `alg: none`.
 */
export function forgeJwt(
  claims: Record<string, unknown> | string,
  secret: string,
  alg: 'HS256' | 'none' = 'HS256',
): string {
  const head = base64url(JSON.stringify({ alg, typ: 'JWT' }));
  const body = base64url(typeof claims === 'string' ? claims : JSON.stringify(claims));
  if (alg === 'none') return `${head}.${body}.`;
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

function badAuthorization(generator: Generator): { value: string; mutation: string } {
  const { random, assets, knowledge } = generator;
  const now = Math.floor(Date.now() / 1000);
  const sub = knowledge.anyId(random) ?? random.uuid();
  const options: [string, string][] = [
    ['garbage bearer', `Bearer ${random.string(40)}`],
    ['empty bearer', 'Bearer '],
    ['basic', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    ['no scheme', random.string(30)],
    [
      'expired token',
      `Bearer ${forgeJwt({ sub, fam: random.uuid(), iat: now - 7200, exp: now - 3600 }, assets.jwtSecret)}`,
    ],
    [
      'token for an unknown user',
      `Bearer ${forgeJwt({ sub: random.uuid(), fam: random.uuid(), iat: now }, assets.jwtSecret)}`,
    ],
    [
      'token with a bad subject',
      `Bearer ${forgeJwt({ sub: random.pick(['x', "' OR 1=1", '', 1, null]), iat: now }, assets.jwtSecret)}`,
    ],
    ['token without claims', `Bearer ${forgeJwt({}, assets.jwtSecret)}`],
    [
      'token signed elsewhere',
      `Bearer ${forgeJwt({ sub, fam: random.uuid(), iat: now }, 'another-secret-that-is-long-enough-32')}`,
    ],
    ['unsigned token', `Bearer ${forgeJwt({ sub, fam: random.uuid(), iat: now }, '', 'none')}`],
    ['huge token', `Bearer ${'a'.repeat(20_000)}`],
    [
      'token with a non-finite expiry',
      `Bearer ${forgeJwt(`{"sub":"${sub}","fam":"${random.uuid()}","iat":${now},"exp":1e309}`, assets.jwtSecret)}`,
    ],
  ];
  const [mutation, value] = random.pick(options);
  return { value, mutation: `auth: ${mutation}` };
}

/**
 * One request for `operation`: valid, or valid with one kind of breakage. The runner adds the caller's
 * token unless the request carries its own `authorization`.
 */
export function generateRequest(
  generator: Generator,
  operation: Operation,
  options: { valid?: boolean } = {},
): FuzzRequest {
  const { random, document, knowledge } = generator;
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const values = pathValues(generator, operation);
  let query = validQuery(generator, operation);
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  let method = operation.method;

  const useMultipart =
    operation.multipart !== undefined && (operation.json === undefined || random.chance(0.5));
  let mutation = 'valid';
  if (useMultipart && operation.multipart) {
    payload = multipartBody(validParts(generator, operation.multipart));
    headers['content-type'] = MULTIPART_TYPE;
  } else if (operation.json) {
    payload = JSON.stringify(validValue(document, operation.json, random, knowledge));
    headers['content-type'] = 'application/json';
  }

  const kinds: [string, number][] = [
    ['valid', 25],
    ['body', operation.json ? 30 : 0],
    ['multipart', operation.multipart ? 20 : 0],
    ['query', queryParams.length ? 15 : 3],
    ['path', pathParams.length ? 12 : 0],
    ['content type', 8],
    ['auth', 5],
    ['method', 3],
    ['headers', 3],
  ];
  const kind = options.valid ? 'valid' : random.weighted(kinds);
  switch (kind) {
    case 'body': {
      const body = JSON.parse(typeof payload === 'string' && !useMultipart ? payload : '{}') as Json;
      const broken = mutateJson(generator, operation, body);
      payload = broken.text;
      headers['content-type'] = 'application/json';
      mutation = broken.mutation;
      break;
    }
    case 'multipart': {
      const broken = brokenMultipart(generator, operation, validParts(generator, operation.multipart ?? {}));
      payload = broken.payload;
      headers['content-type'] = broken.type;
      mutation = broken.mutation;
      break;
    }
    case 'query': {
      const parameter = queryParams.length ? random.pick(queryParams) : undefined;
      const name = parameter?.name ?? random.pick(['page', 'limit', 'x', '__proto__', 'constructor']);
      const choice = random.pick(['odd value', 'repeated', 'unknown', 'huge', 'bracketed']);
      query = query.filter(([key]) => key !== name);
      if (choice === 'odd value') query.push([name, random.pick(ODD_QUERY_VALUES)]);
      else if (choice === 'repeated')
        query.push([name, random.pick(ODD_QUERY_VALUES)], [name, '2'], [name, 'x']);
      else if (choice === 'unknown')
        query.push([random.pick(['__proto__', 'constructor', 'zz', '%00', '']), '1']);
      else if (choice === 'huge') query.push([name, 'x'.repeat(random.pick([1000, 100_000]))]);
      else query.push([`${name}[]`, '1'], [`${name}[a]`, '2']);
      mutation = `query: ${choice} in ${name}`;
      break;
    }
    case 'path': {
      const parameter = random.pick(pathParams);
      const value = random.chance(0.15)
        ? 'x'.repeat(random.pick([300, 10_000]))
        : random.chance(0.3)
          ? random.uuid()
          : random.pick(ODD_PATH_VALUES);
      values.set(parameter.name, value);
      mutation = `path: ${parameter.name} = ${value.slice(0, 40)}`;
      break;
    }
    case 'content type': {
      const type = random.pick(WRONG_CONTENT_TYPES);
      if (random.chance(0.3)) delete headers['content-type'];
      else headers['content-type'] = type;
      payload ??= random.pick(['{"a":1}', 'a=1&b=2', '']);
      if (random.chance(0.2) && operation.json) {
        payload = multipartBody(validParts(generator, operation.json));
        headers['content-type'] = MULTIPART_TYPE;
      }
      mutation = `content type: ${headers['content-type'] ?? '(none)'}`;
      break;
    }
    case 'auth': {
      const authorization = badAuthorization(generator);
      headers.authorization = authorization.value;
      mutation = authorization.mutation;
      break;
    }
    case 'method': {
      method = random.pick(['HEAD', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== method));
      if (method === 'GET' || method === 'HEAD') payload = undefined;
      mutation = `method: ${method}`;
      break;
    }
    case 'headers': {
      const choice = random.pick([
        'idempotency key',
        'request id',
        'accept',
        'accept-encoding',
        'content-length',
        'if-none-match',
      ]);
      if (choice === 'idempotency key')
        headers['idempotency-key'] = random.pick(['', 'a', 'x'.repeat(5000), random.uuid(), '../../', '💧']);
      else if (choice === 'request id')
        headers['x-request-id'] = random.pick(['', 'x'.repeat(5000), '<script>', random.uuid()]);
      else if (choice === 'accept')
        headers.accept = random.pick(['text/html', 'application/xml', 'image/*', '*/*;q=0', 'garbage']);
      else if (choice === 'accept-encoding')
        headers['accept-encoding'] = random.pick(['gzip', 'br', 'identity;q=0', 'x']);
      else if (choice === 'content-length')
        headers['content-length'] = random.pick(['0', '-1', '99999999', 'abc']);
      else headers['if-none-match'] = random.pick(['*', '"x"', 'W/"' + 'x'.repeat(1000) + '"']);
      mutation = `headers: ${choice}`;
      break;
    }
    default:
      break;
  }
  if (payload !== undefined && headers['content-type'] === undefined && kind !== 'content type') {
    headers['content-type'] = 'application/json';
  }
  return {
    method,
    url: buildUrl(operation.path, values, query),
    headers,
    payload,
    params: Object.fromEntries(values),
    mutation,
  };
}

function fileFieldOf(generator: Generator, operation: Operation): string | undefined {
  const properties = (operation.multipart?.properties ?? {}) as Record<string, unknown>;
  return Object.keys(properties).find((name) => isFileField(generator.document, properties[name]));
}
