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

/** `verification:errors.idFrontRequired`: a form's own check may name any message as `namespace:key`. */
const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

/**
 * A code left in a message (a schema's own `{ error: … }` wins over the error map): a rule code, or a form's
 * own `namespace:key`; anything else is already text (e.g. the server's message).
 */
export function translateRuleCode(message: string | undefined, t: TFunction<'forms'>): string | undefined {
  if (isRuleCode(message)) return translate(t, message);
  if (message && MESSAGE_KEY.test(message)) return (t as unknown as (key: string) => string)(message);
  return message;
}
