import type { FastifyInstance, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
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

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Before a JSON body is validated, its form fields are tidied as their schema declares (`x-normalise`:
 * trimmed, lower-cased, blank read as missing), so that the schema's rules judge what the form meant
 * rather than stray spaces. Runs after the text guard. The hooks are given, when a route is registered, to
 * the routes that need them only, so other requests pay nothing.
 */
async function formNormalisePlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = jsonBodySchema(route.schema?.body);
    if (schema) {
      const normalise: preValidationAsyncHookHandler = async (request) => {
        if (!Buffer.isBuffer(request.body)) normaliseBody(schema, request.body);
      };
      route.preValidation = [normalise, ...asList(route.preValidation)];
    }
    // A route that gathers its form's problems itself (`attachValidation`, shared/validation.ts) still never
    // runs on a request refused for anything but its form fields: a malformed id is a 400 before any query.
    if (route.attachValidation) {
      const refuseOthers: preHandlerAsyncHookHandler = async (request) => {
        attachedFormReport(request);
      };
      route.preHandler = [refuseOthers, ...asList(route.preHandler)];
    }
  });
}

export default fp(formNormalisePlugin, { name: 'form-normalise', dependencies: ['text-guard'] });
