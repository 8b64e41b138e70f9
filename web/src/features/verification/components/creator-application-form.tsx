import { useMutation } from '@apollo/client/react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { ApplyCreatorMutation } from '../api/apply-creator.js';
import { creatorData } from '../lib/application-data.js';
import { CREATOR_FIELDS, CREATOR_STEPS, creatorDefaults, creatorSchema } from '../lib/creator-schema.js';
import { KIND_PATHS } from '../lib/kinds.js';
import { markSubmitted } from '../lib/mark-submitted.js';
import { useFormSteps } from '../lib/use-form-steps.js';
import { ApplicationGate } from './application-gate.js';
import { CreatorPortfolioStep } from './creator-portfolio-step.js';
import { CreatorProfileStep } from './creator-profile-step.js';
import { CreatorReviewStep } from './creator-review-step.js';
import { IdImagesStep } from './id-images-step.js';
import { ResubmitNotice } from './resubmit-notice.js';
import { StepForm } from './step-form.js';

/** `/my/auth/creator/form`: the creator application in four steps, prefilled after a rejection. */
export function CreatorApplicationForm() {
  return (
    <ApplicationGate kind="creator">{(rejected) => <CreatorSteps rejected={rejected} />}</ApplicationGate>
  );
}

function CreatorSteps({ rejected }: { rejected: ApplicationFieldsFragment | null }) {
  const { t } = useTranslation(['verification', 'common']);
  const navigate = useNavigate();
  const form = useRulesForm(creatorSchema, { defaultValues: creatorDefaults(creatorData(rejected)) });
  const steps = useFormSteps(form, CREATOR_STEPS);
  const [applyCreator] = useMutation(ApplyCreatorMutation);

  const { submit: send, pending: loading } = useMutationSubmit({
    mutate: async (input: z.output<typeof creatorSchema>) =>
      (
        await applyCreator({
          variables: { input },
          update: (cache, result) => markSubmitted(cache, 'creator', result.data?.applyCreator.application),
        })
      ).data?.applyCreator,
    form: { setError: form.setError, fields: CREATOR_FIELDS },
    result: (payload) => payload?.application,
    successText: t('form.submitted'),
    // The step holding the first field the server refused comes back into view.
    onRefused: () => steps.showFirstError(form.formState.errors),
    onRequestError: () => steps.showFirstError(form.formState.errors),
    onDone: () => navigate(KIND_PATHS.creator.status),
  });
  const submit = form.handleSubmit(send, (errors) => steps.showFirstError(errors));

  return (
    <FormProvider {...form}>
      <StepForm
        title={t('creatorForm.title')}
        stepLabels={[
          t('creatorForm.steps.profile'),
          t('creatorForm.steps.portfolio'),
          t('creatorForm.steps.idImages'),
          t('creatorForm.steps.review'),
        ]}
        step={steps.step}
        onBack={steps.back}
        onNext={() => void steps.next()}
        onSubmit={() => void submit()}
        submitting={loading}
        formMessage={<FormMessage errors={form.formState.errors} />}
        statusPath={KIND_PATHS.creator.status}
        notice={rejected ? <ResubmitNotice reason={rejected.rejectReason} /> : null}
      >
        {steps.step === 0 ? (
          <CreatorProfileStep />
        ) : steps.step === 1 ? (
          <CreatorPortfolioStep />
        ) : steps.step === 2 ? (
          <IdImagesStep />
        ) : (
          <CreatorReviewStep onEdit={steps.goTo} />
        )}
      </StepForm>
    </FormProvider>
  );
}
