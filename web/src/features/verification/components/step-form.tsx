import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { StepIndicator } from '../../../components/ui/step-indicator.js';
import { PageHeading } from './page-heading.js';

export type StepFormProps = {
  title: string;
  /** One label per step, the review step last. */
  stepLabels: readonly string[];
  step: number;
  onBack: () => void;
  /** Submit on any step but the last (validate the step, then move on). */
  onNext: () => void;
  /** Submit on the last step. */
  onSubmit: () => void;
  submitting: boolean;
  /** The form's own message (`FormMessage`): what the server said that no field owns. */
  formMessage: ReactNode;
  /** Where "back to verification" goes (the kind's status page). */
  statusPath: string;
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a multi-step application: steps, the current step's heading (focused when the step changes,
 * so screen reader and keyboard users land on the new content), its fields, and Back / Next / Submit.
 */
export function StepForm(props: StepFormProps) {
  const { title, stepLabels, step, onBack, onNext, onSubmit, submitting, formMessage, statusPath, notice } =
    props;
  const { t } = useTranslation('verification');
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const shownStep = useRef(step);
  const last = step === stepLabels.length - 1;

  // Not on the first render: landing on the form should not jump focus past the page heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (last) onSubmit();
    else onNext();
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title}>
        <Link to={statusPath} className="text-muted text-sm hover:text-ink">
          {t('backToStatus')}
        </Link>
      </PageHeading>
      {notice}
      <StepIndicator label={t('form.stepsLabel')} labels={stepLabels} current={step} />
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="flex flex-col gap-5 rounded-3xl bg-surface p-6 ring-1 ring-line sm:p-8"
      >
        <div>
          <p className="text-subtle text-xs uppercase tracking-wider">
            {t('form.stepOf', { current: step + 1, total: stepLabels.length })}
          </p>
          <h2 id={headingId} ref={stepHeading} tabIndex={-1} className="mt-1 font-semibold text-ink text-xl">
            {stepLabels[step]}
          </h2>
        </div>
        {props.children}
        {formMessage}
        <div className="flex flex-wrap gap-3 border-line border-t pt-5">
          {step > 0 ? (
            <Button variant="secondary" onClick={onBack} disabled={submitting}>
              {t('form.back')}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {last ? t('form.submit') : t('form.next')}
          </Button>
        </div>
      </form>
    </div>
  );
}
