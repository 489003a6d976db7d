import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { normaliseBody } from '../shared/form-schemas.js';
import { attachedFormReport } from '../shared/validation.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The schema of a JSON body: the body schema itself, or, where a route declares one schema per content type
 * (`content: { 'application/json': { schema } }`, beside multipart), its JSON one.
 */
function jsonBodySchema(body: unknown): unknown {
  if (!isObject(body) || !isObject(body.content)) return body;
  const json = body.content['application/json'];
  return isObject(json) ? json.schema : undefined;
}

/**
 * Before a JSON body is validated, its form fields are tidied as their schema declares (`x-normalise`:
 * trimmed, lower-cased, blank read as missing), so that the schema's rules judge what the form meant
 * rather than stray spaces. Runs after the text guard.
 */
async function formNormalisePlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = jsonBodySchema(request.routeOptions.schema?.body);
    if (schema && !Buffer.isBuffer(request.body)) normaliseBody(schema, request.body);
  });

  // A route that gathers its form's problems itself (`attachValidation`, shared/validation.ts) still never
  // runs on a request refused for anything but its form fields: a malformed id is a 400 before any query.
  app.addHook('preHandler', async (request) => {
    attachedFormReport(request);
  });
}

export default fp(formNormalisePlugin, { name: 'form-normalise', dependencies: ['text-guard'] });
