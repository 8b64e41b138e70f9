// Every rule fails with one of these codes. nextland translates them with its message catalogue
// (nextland/src/lib/messages), the web with locales/*/forms.json (`rules.<code>`): both sides own the
// same keys, so a message never depends on which side caught the mistake.
import type { z } from 'zod';

export const RULE_CODES = [
  'field.required',
  'field.invalid',
  'field.minLength',
  'field.maxLength',
  'field.minNumber',
  'field.maxNumber',
  'field.minItems',
  'field.maxItems',
  'field.integer',
  'field.phone',
  'field.smsCode',
  'field.invitationCode',
  'field.consent',
  'field.holderConfirmed',
  'field.date',
  'field.idNumber',
  'field.cardNumber',
  'field.creditCode',
  'field.region',
  'field.postcode',
  'field.trackingNumber',
  'field.price',
  'field.ladderStart',
  'field.ladderOrder',
  'field.reserveBelowStart',
  'field.startInPast',
  'field.auctionTooShort',
  'field.auctionTooLong',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

/** A failed rule: its code and the numbers its message names (`{maximum}` characters). */
export type RuleFailure = { code: RuleCode; params: Record<string, string> };

export function isRuleCode(value: unknown): value is RuleCode {
  return typeof value === 'string' && (RULE_CODES as readonly string[]).includes(value);
}

const SIZE_CODES: Record<string, [RuleCode, RuleCode]> = {
  number: ['field.minNumber', 'field.maxNumber'],
  bigint: ['field.minNumber', 'field.maxNumber'],
  string: ['field.minLength', 'field.maxLength'],
  array: ['field.minItems', 'field.maxItems'],
  set: ['field.minItems', 'field.maxItems'],
};

/**
 * The code of a zod issue: a rule's own code when it names one (`{ error: 'field.phone' }`), else one
 * derived from zod's built-in checks (lengths, sizes, missing values). Use it as a zod error map.
 */
export function ruleFailure(issue: z.core.$ZodRawIssue): RuleFailure {
  const own = issue.message;
  if (isRuleCode(own)) return { code: own, params: {} };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { code: 'field.required', params: {} };
      return issue.expected === 'int'
        ? { code: 'field.integer', params: {} }
        : { code: 'field.invalid', params: {} };
    case 'too_small': {
      const codes = SIZE_CODES[issue.origin];
      if (!codes) return { code: 'field.invalid', params: {} };
      // An empty required text reads better as "required" than as "at least 1 character".
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return { code: 'field.required', params: {} };
      return { code: codes[0], params: { minimum: String(issue.minimum) } };
    }
    case 'too_big': {
      const codes = SIZE_CODES[issue.origin];
      if (!codes) return { code: 'field.invalid', params: {} };
      return { code: codes[1], params: { maximum: String(issue.maximum) } };
    }
    default:
      return { code: 'field.invalid', params: {} };
  }
}
