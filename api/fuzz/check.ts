import type { Operation } from './operations.js';

/**
 * What every answer of the API must be, whatever it was sent: below 500, JSON in the documented envelope
 * (or the documented bytes of a file, feed or image), and free of anything about the server's insides.
 */

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Texts that only the server's insides produce: stack frames, file paths, SQL, PostgreSQL and driver
 * messages, JavaScript runtime errors, Fastify's internal codes.
 */
export const LEAK_PATTERNS: readonly [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^)\s]*:\d+:\d+/],
  ['file path', /(?:\/(?:work|home|usr|opt|srv|app|tmp|var)\/[\w.-]+\/|[A-Z]:\\[\w.-]+\\)/],
  ['node_modules', /node_modules/],
  ['source file', /\b[\w-]+\.(?:ts|mjs|cjs):\d+/],
  // Statements as the query builder writes them, with quoted identifiers.
  [
    'SQL',
    /\b(?:select\s[\s\S]{0,200}?\bfrom\s+"\w|insert\s+into\s+"|update\s+"\w+"\s+set\b|delete\s+from\s+")/i,
  ],
  [
    'PostgreSQL message',
    /(?:syntax error at or near|violates (?:foreign key|unique|check|not-null) constraint|duplicate key value|invalid input syntax for|out of range for type|relation "[^"]*" does not exist|column "[^"]*" (?:of relation|does not exist)|invalid byte sequence for encoding|unterminated quoted|current transaction is aborted|canceling statement due to|value too long for type)/i,
  ],
  ['database driver', /\b(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|pg-protocol|SQLSTATE|kysely)\b/i],
  [
    'runtime error',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|Cannot read propert(?:y|ies) of|is not a function|is not defined|Maximum call stack size exceeded|\[object Object\])/,
  ],
  ['Fastify internal code', /\bFST_[A-Z_]+\b/],
];

export interface Problem {
  kind: string;
  detail: string;
}

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isStringArray = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What is wrong with one answer; an empty list when nothing is. `sent` is the request, to tell echoes. */
export function checkAnswer(operation: Operation, method: string, answer: Answer, sent: string): Problem[] {
  const problems: Problem[] = [];
  const { statusCode: status, body } = answer;
  if (status >= 500) problems.push({ kind: 'server error', detail: `status ${status}` });

  // Quotes inside JSON strings arrive escaped: `select \"id\" from \"news\"` is read as SQL all the same.
  const text = body.replaceAll('\\"', '"');
  const echoed = sent.replaceAll('\\"', '"');
  for (const [kind, pattern] of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    // A value the client sent may come back in the answer (a saved title, the path of an unknown route).
    if (match && !echoed.includes(match[0])) {
      problems.push({ kind: `internal detail (${kind})`, detail: match[0].slice(0, 120) });
    }
  }

  const type = header(answer, 'content-type');
  const documented = operation.successes.get(status);
  const noBody = method === 'HEAD' || status === 304 || status === 204;
  if (noBody) {
    if (body !== '' && method === 'HEAD') problems.push({ kind: 'body on HEAD', detail: body.slice(0, 80) });
    return problems;
  }
  // A documented success that is not JSON (an image, a PDF, a feed): its documented type is enough.
  if (status < 400 && documented?.contentType && !documented.contentType.includes('json')) {
    const [family = '', subtype = ''] = documented.contentType.split('/');
    const matches = subtype === '*' ? type.startsWith(`${family}/`) : type.startsWith(documented.contentType);
    if (!matches)
      problems.push({
        kind: 'content type',
        detail: `${type} where ${documented.contentType} is documented`,
      });
    return problems;
  }

  if (!/^application\/json\b/.test(type)) {
    problems.push({ kind: 'not JSON', detail: `content-type "${type}"` });
    return problems;
  }
  const json = parse(body);
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    problems.push({ kind: 'not an envelope', detail: body.slice(0, 200) });
    return problems;
  }
  const envelope = json as Record<string, unknown>;
  if (status >= 400) {
    const errors = envelope.errors;
    const errorsOk =
      errors !== null &&
      typeof errors === 'object' &&
      !Array.isArray(errors) &&
      Object.values(errors as Record<string, unknown>).every(isStringArray);
    if (
      envelope.success !== false ||
      typeof envelope.message !== 'string' ||
      envelope.message === '' ||
      !errorsOk ||
      typeof envelope.code !== 'string'
    ) {
      problems.push({
        kind: 'error envelope',
        detail: `expected {success:false, message, errors, code}, got ${body.slice(0, 300)}`,
      });
    }
  } else {
    if (envelope.success !== true) {
      problems.push({ kind: 'success envelope', detail: `success is ${JSON.stringify(envelope.success)}` });
    }
    if (method !== operation.method) {
      // Another method on the same path is another operation (or none): its own document applies.
    } else if (!documented) {
      problems.push({
        kind: 'undocumented status',
        detail: `${status} is not documented for this operation`,
      });
    } else {
      const missing = documented.required.filter((key) => !(key in envelope));
      if (missing.length)
        problems.push({ kind: 'success envelope', detail: `missing ${missing.join(', ')}` });
    }
  }
  return problems;
}
