// `npm run openapi -w nextland [-- <file>]`: writes nextland's OpenAPI document (default generated/openapi.json),
// which `npm run codegen` turns into bff/src/generated/nextland.ts. No database, no server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildOpenApiDocument } from '../src/openapi.js';

const target = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'generated', 'openapi.json'));
const document = await buildOpenApiDocument();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`nextland: wrote the OpenAPI document to ${target}`);
