import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { normaliseBody } from '../shared/form-schemas.js';

/**
 * Before a JSON body is validated, its form fields are tidied as their schema declares (`x-normalise`:
 * trimmed, lower-cased, blank read as missing), so that the schema's rules judge what the form meant
 * rather than stray spaces. Runs after the text guard.
 */
async function formNormalisePlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    if (schema && !Buffer.isBuffer(request.body)) normaliseBody(schema, request.body);
  });
}

export default fp(formNormalisePlugin, { name: 'form-normalise', dependencies: ['text-guard'] });
