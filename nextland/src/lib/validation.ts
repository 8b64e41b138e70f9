import type { FieldError } from './errors.js';
import type { Lang } from './lang.js';
import { isMessageKey, type MessageKey, t } from './messages/index.js';

/** One failed check as fastify-type-provider-zod reports it (a zod issue reshaped). */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

const typeNames: Record<string, MessageKey> = {
  number: 'type.number',
  string: 'type.string',
  boolean: 'type.boolean',
  array: 'type.array',
  object: 'type.object',
};

const sizeKeys: Record<string, [MessageKey, MessageKey]> = {
  number: ['field.minNumber', 'field.maxNumber'],
  bigint: ['field.minNumber', 'field.maxNumber'],
  string: ['field.minLength', 'field.maxLength'],
  array: ['field.minItems', 'field.maxItems'],
  set: ['field.minItems', 'field.maxItems'],
};

/** Turns a zod issue into a message in the request language; schemas may name a key as their error. */
export function translateIssue(lang: Lang, issue: ValidationIssue): string {
  const { keyword, params, message = '' } = issue;
  if (isMessageKey(message)) return t(lang, message);
  switch (keyword) {
    case 'invalid_type': {
      // zod reports a missing value as "expected X, received undefined".
      if (message.endsWith('received undefined')) return t(lang, 'field.required');
      const expected = String(params.expected);
      if (expected === 'int') return t(lang, 'field.integer');
      const name = typeNames[expected];
      return name ? t(lang, 'field.invalidType', { expected: t(lang, name) }) : t(lang, 'field.invalid');
    }
    case 'too_small':
    case 'too_big': {
      const keys = sizeKeys[String(params.origin)];
      if (!keys) return t(lang, 'field.invalid');
      return keyword === 'too_small'
        ? t(lang, keys[0], { minimum: String(params.minimum) })
        : t(lang, keys[1], { maximum: String(params.maximum) });
    }
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String).join(', ') : '';
      return t(lang, 'field.oneOf', { values });
    }
    default:
      return t(lang, 'field.invalid');
  }
}

/** `/size` → `size`, `/ids/0` → `ids.0`; a whole-object failure is named after its part (e.g. `querystring`). */
export function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

export function toFieldErrors(lang: Lang, issues: ValidationIssue[], context?: string): FieldError[] {
  return issues.map((issue) => ({
    field: fieldName(issue.instancePath, context),
    message: translateIssue(lang, issue),
  }));
}
