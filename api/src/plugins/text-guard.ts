import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nulError, nulFields } from '../shared/nul.js';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value carrying one would fail deep inside a
 * query as a server error. Every request's query string, path parameters and JSON body are therefore
 * checked before validation, and one carrying NUL anywhere, in a value or a key, is refused with a 400 that
 * names the field. Multipart fields are checked where they are read (shared/multipart.ts).
 */

async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // A multipart body is read later, as a stream; only parsed (JSON) bodies are objects here.
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    const fields = [...nulFields(request.query), ...nulFields(request.params), ...nulFields(body)];
    if (fields.length) throw nulError(fields);
  });
}

export default fp(textGuardPlugin, { name: 'text-guard' });
