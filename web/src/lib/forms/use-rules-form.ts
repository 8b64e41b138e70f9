// https://react-hook-form.com/docs/useform — the one way a form is built (decision 0014).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ruleErrorMap, translateRuleCode } from './rule-message.js';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** Plain objects and arrays only: an error's `ref` is a DOM element and must not be walked. */
function isErrorTree(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype;
}

/** Translates rule codes wherever they sit in RHF's (possibly nested: arrays, objects) error tree. */
function translateErrors(
  errors: FieldErrors,
  translate: (message: string | undefined) => string | undefined,
) {
  for (const [key, error] of Object.entries(errors)) {
    if (key === 'ref' || !isErrorTree(error)) continue;
    if (typeof error.message === 'string') error.message = translate(error.message);
    translateErrors(error as FieldErrors, translate);
  }
  return errors;
}

/**
 * react-hook-form with a @nextland/rules schema: the same rules nextland enforces, checked as the user
 * types. A field's error appears once it has been left (onTouched) and clears as soon as the value is
 * corrected (reValidateMode onChange). `handleSubmit` hands the schema's output (trimmed, normalised).
 */
export function useRulesForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const { t } = useTranslation('forms');
  const resolver = useMemo<Resolver<z.input<S>, unknown, z.output<S>>>(() => {
    const inner = zodResolver(schema, { error: ruleErrorMap(t) }) as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >;
    return async (values, context, resolverOptions) => {
      const result = await inner(values, context, resolverOptions);
      translateErrors(result.errors, (message) => translateRuleCode(message, t));
      return result;
    };
  }, [schema, t]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}
