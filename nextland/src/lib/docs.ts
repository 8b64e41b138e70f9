// https://github.com/fastify/fastify-swagger#usage
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponses, withErrorResponses } from './docs-errors.js';
import { operationIdOf } from './docs-operation-id.js';

/**
 * OpenAPI generated from the zod route schemas: JSON at /docs/json, UI at /docs. OpenAPI 3.1, whose schemas are
 * the JSON Schema zod writes: a nullable reference is `anyOf [ref, null]`, where 3.0 could only put `nullable`
 * beside an `allOf` with no `type`, which 3.0.3 says has no effect (clients generated from it took `auction`,
 * `address`, … for never null).
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'nextland',
        description:
          'Nextland REST API. Every /nextland-* route needs `Authorization: Basic base64(clientId:clientSecret)`; ' +
          'replies use the envelope {code, success, msg, data}, and the HTTP status mirrors `code` (506 and 507 ' +
          'are HTTP 401). docs/api-contract.md describes the contract.',
        version: '0.1.0',
      },
      servers: [
        {
          url: 'http://{host}:{port}',
          description: 'A nextland server; the BFF reaches it at NEXTLAND_URL',
          variables: {
            host: { default: '127.0.0.1' },
            port: { default: '8080', description: 'NEXTLAND_PORT' },
          },
        },
      ],
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
    transformObject: (document) =>
      withOperationDetails(withoutUnusedInputSchemas(jsonSchemaTransformObject(document))),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;
type Components = { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
type Operation = { operationId?: string; responses?: Record<string, unknown> };

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

/** Each operation's id (docs-operation-id.ts, unless the route names one) and error replies (docs-errors.ts). */
function withOperationDetails(document: OpenApiDocument): OpenApiDocument {
  const owners = new Map<string, string>();
  const paths = Object.fromEntries(
    Object.entries((document.paths ?? {}) as Record<string, Record<string, Operation>>).map(
      ([path, operations]) => [
        path,
        Object.fromEntries(
          Object.entries(operations).map(([method, operation]) => {
            const operationId = operation.operationId ?? operationIdOf(method, path);
            const owner = `${method.toUpperCase()} ${path}`;
            const taken = owners.get(operationId);
            if (taken) throw new Error(`operationId ${operationId} of ${owner} is already ${taken}'s`);
            owners.set(operationId, owner);
            const responses = withErrorResponses(path, withSuccessDescribed(operation.responses ?? {}));
            return [method, { ...operation, operationId, responses }];
          }),
        ),
      ],
    ),
  );
  const components = (document as { components?: Components }).components;
  return {
    ...document,
    paths,
    components: { ...components, responses: { ...components?.responses, ...errorResponses } },
  } as OpenApiDocument;
}

/** @fastify/swagger names a reply without a description 'Default Response'; every such 200 is the envelope. */
function withSuccessDescribed(responses: Record<string, unknown>): Record<string, unknown> {
  const success = responses[200] as { description?: string } | undefined;
  if (success?.description !== 'Default Response') return responses;
  return { ...responses, 200: { ...success, description: 'Done: the envelope with code 200 and `data`' } };
}
