// https://github.com/fastify/fastify-swagger#usage
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
    // Schemas given an id with `.meta({ id })` become components (GoodsSummary, Customer, …): named types for
    // the BFF's generated client instead of one anonymous copy per route.
    transformObject: (document) => withoutUnusedInputSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;
type Components = { schemas?: Record<string, unknown> };

/**
 * The transform lists every registered schema twice, as output (`Customer`) and as input (`CustomerInput`); the
 * named schemas are all replies, so input copies that nothing refers to only clutter the document and the types.
 */
function withoutUnusedInputSchemas(document: OpenApiDocument): OpenApiDocument {
  const components = (document as { components?: Components }).components;
  let schemas = components?.schemas ?? {};
  for (let changed = true; changed; ) {
    const text = JSON.stringify({ paths: document.paths, schemas });
    const kept = Object.entries(schemas).filter(
      ([name]) => !name.endsWith('Input') || text.includes(`"#/components/schemas/${name}"`),
    );
    changed = kept.length < Object.keys(schemas).length;
    schemas = Object.fromEntries(kept);
  }
  return { ...document, components: { ...components, schemas } } as OpenApiDocument;
}
