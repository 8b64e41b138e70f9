import { useMutation } from '@apollo/client/react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { ApplyOrgMutation } from '../api/apply-org.js';
import { orgData } from '../lib/application-data.js';
import { KIND_PATHS } from '../lib/kinds.js';
import { markSubmitted } from '../lib/mark-submitted.js';
import { ORG_FIELDS, ORG_STEPS, orgDefaults, orgSchema } from '../lib/org-schema.js';
import { useFormSteps } from '../lib/use-form-steps.js';
import { ApplicationGate } from './application-gate.js';
import { OrgContactStep } from './org-contact-step.js';
import { OrgDetailsStep } from './org-details-step.js';
import { OrgLicenceStep } from './org-licence-step.js';
import { OrgReviewStep } from './org-review-step.js';
import { ResubmitNotice } from './resubmit-notice.js';
import { StepForm } from './step-form.js';

/** `/my/auth/org/form`: the organisation application in four steps, prefilled after a rejection. */
export function OrgApplicationForm() {
  return <ApplicationGate kind="org">{(rejected) => <OrgSteps rejected={rejected} />}</ApplicationGate>;
}

function OrgSteps({ rejected }: { rejected: ApplicationFieldsFragment | null }) {
  const { t } = useTranslation(['verification', 'common']);
  const navigate = useNavigate();
  const form = useRulesForm(orgSchema, { defaultValues: orgDefaults(orgData(rejected)) });
  const steps = useFormSteps(form, ORG_STEPS);
  const [applyOrg] = useMutation(ApplyOrgMutation);

  const { submit: send, pending: loading } = useMutationSubmit({
    mutate: async (input: z.output<typeof orgSchema>) =>
      (
        await applyOrg({
          variables: { input },
          update: (cache, result) => markSubmitted(cache, 'org', result.data?.applyOrg.application),
        })
      ).data?.applyOrg,
    form: { setError: form.setError, fields: ORG_FIELDS },
    result: (payload) => payload?.application,
    successText: t('form.submitted'),
    // The step holding the first field the server refused comes back into view.
    onRefused: () => steps.showFirstError(form.formState.errors),
    onRequestError: () => steps.showFirstError(form.formState.errors),
    onDone: () => navigate(KIND_PATHS.org.status),
  });
  const submit = form.handleSubmit(send, (errors) => steps.showFirstError(errors));

  return (
    <FormProvider {...form}>
      <StepForm
        title={t('orgForm.title')}
        stepLabels={[
          t('orgForm.steps.organisation'),
          t('orgForm.steps.licence'),
          t('orgForm.steps.contact'),
          t('orgForm.steps.review'),
        ]}
        step={steps.step}
        onBack={steps.back}
        onNext={() => void steps.next()}
        onSubmit={() => void submit()}
        submitting={loading}
        formMessage={<FormMessage errors={form.formState.errors} />}
        statusPath={KIND_PATHS.org.status}
        notice={rejected ? <ResubmitNotice reason={rejected.rejectReason} /> : null}
      >
        {steps.step === 0 ? (
          <OrgDetailsStep />
        ) : steps.step === 1 ? (
          <OrgLicenceStep />
        ) : steps.step === 2 ? (
          <OrgContactStep />
        ) : (
          <OrgReviewStep onEdit={steps.goTo} />
        )}
      </StepForm>
    </FormProvider>
  );
}
