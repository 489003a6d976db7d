import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { holdsNonFinite, nonFiniteError, nonFiniteFields } from '../shared/json-guard.js';
import { holdsUnstorableText, unstorableText, unstorableTextError } from '../shared/nul.js';

/**
 * PostgreSQL cannot store the NUL character (U+0000) nor a lone surrogate in JSON (shared/nul.ts): a value
 * carrying one would fail deep inside a query as a server error. Every request's query string, path
 * parameters and JSON body are therefore checked before validation, and one carrying either anywhere, in a
 * value or a key, is refused with a 400 that names the field. Multipart fields are checked where they are read (shared/multipart.ts). After validation,
 * a number that is not finite in the query or body (shared/json-guard.ts) is refused the same way.
 */

async function textGuardPlugin(app: FastifyInstance) {
  // Callback hooks: they run on every request and never wait for anything.
  app.addHook('preValidation', (request, _reply, done) => {
    // A multipart body is read later, as a stream; only parsed (JSON) bodies are objects here.
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    const { query, params } = request;
    if (!holdsUnstorableText(query) && !holdsUnstorableText(params) && !holdsUnstorableText(body)) {
      return done();
    }
    const problems = [...unstorableText(query), ...unstorableText(params), ...unstorableText(body)];
    done(problems.length ? unstorableTextError(problems) : undefined);
  });
  // After validation has coerced the query: `?page=Infinity` or `1e309` became a number no column takes.
  app.addHook('preHandler', (request, _reply, done) => {
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    if (!holdsNonFinite(request.query) && !holdsNonFinite(body)) return done();
    const fields = [...nonFiniteFields(request.query), ...nonFiniteFields(body)];
    done(fields.length ? nonFiniteError(fields) : undefined);
  });
}

export default fp(textGuardPlugin, { name: 'text-guard' });
