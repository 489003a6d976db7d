import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI 3 document, generated from the TypeBox schemas of the routes, at /api/docs/json, and an
 * interactive reference at /api/docs.
 */
async function docsPlugin(app: FastifyInstance, { version }: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Constituency branch website API',
        description:
          'Public content, accounts, invitations and the back office of a constituency party branch. ' +
          'Every response is an envelope: `{ success, data, message }` on success and ' +
          '`{ success: false, message, errors, code? }` on failure.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(docsPlugin, { name: 'docs' });
