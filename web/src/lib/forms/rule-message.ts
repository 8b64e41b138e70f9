import { isRuleCode, type RuleCode, ruleFailure } from '@nextland/rules';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * A zod error map that speaks the user's language: every rule of @nextland/rules fails with a code
 * (`field.phone`, `field.maxLength` + its maximum) that locales/<lang>/forms.json translates under `rules.`.
 */
export function ruleErrorMap(t: TFunction<'forms'>) {
  return (issue: z.core.$ZodRawIssue): string => {
    const { code, params } = ruleFailure(issue);
    return translate(t, code, params);
  };
}

/** Every rule code is a key (locales parity and the rules test guarantee it); params vary by code. */
function translate(t: TFunction<'forms'>, code: RuleCode, params: Record<string, string> = {}): string {
  return (t as unknown as (key: string, options: Record<string, string>) => string)(`rules.${code}`, params);
}

/** A rule code left in a message (a schema's own `{ error: 'field.phone' }` wins over the error map). */
export function translateRuleCode(message: string | undefined, t: TFunction<'forms'>): string | undefined {
  return isRuleCode(message) ? translate(t, message) : message;
}
