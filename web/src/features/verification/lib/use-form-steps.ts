import { useEffect, useState } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { firstStepWithError } from './first-step-with-error.js';

/**
 * The step of a multi-step react-hook-form form: each step owns some fields and the last step (after those)
 * is the review. "Next" checks only the current step's fields (decision 0014: `form.trigger(fields)`); values
 * stay in the one form across steps. After a failed submission `showFirstError` goes to the first step that
 * holds a failed field.
 */
export function useFormSteps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'trigger' | 'subscribe'>,
  steps: readonly (readonly FieldPath<T>[])[],
) {
  const { trigger, subscribe } = form;
  const [step, setStep] = useState(0);
  // The fields a refused "Next" flagged: re-checked on every edit, as a submitted form re-checks (onChange),
  // so an error clears as soon as it is corrected even if the field was never left (Enter in the field).
  const [checked, setChecked] = useState<readonly FieldPath<T>[] | null>(null);
  const reviewStep = steps.length;

  useEffect(() => {
    if (!checked) return;
    return subscribe({
      name: checked,
      formState: { values: true },
      callback: ({ name }) => {
        if (name) void trigger(name as FieldPath<T>);
      },
    });
  }, [checked, subscribe, trigger]);

  function goTo(target: number) {
    setChecked(null);
    setStep(target);
  }

  async function next() {
    const fields = steps[step] ?? [];
    if (await trigger([...fields], { shouldFocus: true })) goTo(Math.min(step + 1, reviewStep));
    else setChecked(fields);
  }

  function showFirstError(errors: FieldErrors<T>) {
    const target = firstStepWithError(steps, Object.keys(errors));
    if (target !== null) goTo(target);
  }

  return { step, next, back: () => goTo(Math.max(step - 1, 0)), goTo, showFirstError };
}
