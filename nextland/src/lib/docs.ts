// https://github.com/fastify/fastify-swagger#usage
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod route schemas: JSON at /docs/json, UI at /docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'nextland',
        description:
          'Nextland REST API. Every /nextland-* route needs `Authorization: Basic base64(clientId:clientSecret)`; ' +
          'replies use the envelope {code, success, msg, data}.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic', description: 'Client application credential' },
          user: { type: 'apiKey', in: 'header', name: 'ft-auth', description: '`bearer <access_token>`' },
        },
      },
      security: [{ client: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
