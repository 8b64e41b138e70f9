// The two input rules every route shares (issue 9, finding 3):
// - text (here, a hook): no control characters but tab, newline and carriage return. PostgreSQL text cannot hold NUL (the
//   insert or query fails: a 500), and no field has a use for the others. Checked once for the whole request
//   (query, path parameters, JSON body) by a hook, so no route can forget it.
// - dates: `calendarDate` / `pastDate` in @nextland/rules (the web's forms use the same ones): `YYYY-MM-DD`
//   that exists on the calendar. `Date.parse('2023-02-29')` rolls over to March 1st where PostgreSQL refuses
//   the value (another 500).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FieldError, ValidationError } from './errors.js';
import { DEFAULT_LANG } from './lang.js';
import { t } from './messages/index.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Paths (`regions.1`) of every string breaking the text rule inside a parsed query, params object or body. */
export function controlCharacterFields(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  // Bodies are bounded by Fastify's bodyLimit; the depth bound only keeps a hostile nesting off the stack.
  if (value === null || typeof value !== 'object' || depth > 32) return [];
  const fields: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    fields.push(...controlCharacterFields(inner, path ? `${path}.${key}` : key, depth + 1));
  }
  return fields;
}

function violations(request: FastifyRequest): FieldError[] {
  const lang = request.lang ?? DEFAULT_LANG;
  const message = t(lang, 'field.controlCharacter');
  const parts: [unknown, string][] = [
    [request.params, 'params'],
    [request.query, 'querystring'],
    [request.body, 'body'],
  ];
  return parts.flatMap(([value, context]) =>
    controlCharacterFields(value).map((field) => ({ field: field || context, message })),
  );
}

/** Runs the text rule before any route's own validation: a 400 naming every offending field. */
export function registerInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = violations(request);
    if (fields.length > 0) throw new ValidationError(fields);
  });
}
