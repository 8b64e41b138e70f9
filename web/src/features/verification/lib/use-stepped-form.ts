import { useState } from 'react';
import { type FormErrors, NO_FORM_ERRORS } from '../../../lib/graphql/user-errors.js';
import { firstStepWithError } from './first-step-with-error.js';

/**
 * Step and error state of a multi-step application: each step owns some fields; the last step (after those)
 * is the review. Problems of fields on later steps are not shown early; a failed submission goes back to the
 * first step with a problem.
 */
export function useSteppedForm(steps: readonly (readonly string[])[]) {
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const reviewStep = steps.length;

  /** Shows the current step's problems (translated); true when it has none and the user may go on. */
  function checkStep(problems: Record<string, string>): boolean {
    const owned = steps[step] ?? [];
    const fields = Object.fromEntries(Object.entries(problems).filter(([field]) => owned.includes(field)));
    setErrors({ fields, form: null });
    return Object.keys(fields).length === 0;
  }

  /** Shows all problems and goes to the first step that has one; true when there are none. */
  function checkAll(next: FormErrors): boolean {
    setErrors(next);
    const target = firstStepWithError(steps, Object.keys(next.fields));
    if (target !== null) setStep(target);
    return target === null && next.form === null;
  }

  return {
    step,
    reviewStep,
    errors,
    setErrors,
    checkStep,
    checkAll,
    next: () => setStep((current) => Math.min(current + 1, reviewStep)),
    back: () => {
      setErrors(NO_FORM_ERRORS);
      setStep((current) => Math.max(current - 1, 0));
    },
    goTo: (target: number) => {
      setErrors(NO_FORM_ERRORS);
      setStep(target);
    },
  };
}
