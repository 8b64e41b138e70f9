import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { hasFormErrors, toFormErrors } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { ApplyOrgMutation } from '../api/apply-org.js';
import { orgData } from '../lib/application-data.js';
import { KIND_PATHS } from '../lib/kinds.js';
import { markSubmitted } from '../lib/mark-submitted.js';
import { ORG_STEPS, type OrgErrors, type OrgValues, orgInput, validateOrg } from '../lib/org-rules.js';
import { useSteppedForm } from '../lib/use-stepped-form.js';
import { ApplicationGate } from './application-gate.js';
import { OrgContactStep } from './org-contact-step.js';
import { OrgDetailsStep } from './org-details-step.js';
import { OrgLicenceStep } from './org-licence-step.js';
import { ResubmitNotice } from './resubmit-notice.js';
import { ReviewList } from './review-list.js';
import { StepForm } from './step-form.js';

const FIELDS = ['orgName', 'creditCode', 'licenseImage', 'contactName', 'contactPhone'];

/** `/my/auth/org/form`: the organisation application in four steps, prefilled after a rejection. */
export function OrgApplicationForm() {
  return <ApplicationGate kind="org">{(rejected) => <OrgSteps rejected={rejected} />}</ApplicationGate>;
}

function OrgSteps({ rejected }: { rejected: ApplicationFieldsFragment | null }) {
  const { t } = useTranslation(['verification', 'common']);
  const { ui } = useStores();
  const navigate = useNavigate();
  const form = useSteppedForm(ORG_STEPS);
  const [values, setValues] = useState<OrgValues>(() => {
    const previous = orgData(rejected);
    return {
      orgName: previous?.orgName ?? '',
      creditCode: previous?.creditCode ?? '',
      licenseImage: previous?.licenseImage ?? '',
      contactName: previous?.contactName ?? '',
      contactPhone: previous?.contactPhone ?? '',
    };
  });
  const [applyOrg, { loading }] = useMutation(ApplyOrgMutation);
  const onChange = (change: Partial<OrgValues>) => setValues((v) => ({ ...v, ...change }));
  const problems = (errors: OrgErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`errors.${key}`)]));

  async function submit() {
    if (!form.checkAll({ fields: problems(validateOrg(values)), form: null })) return;
    try {
      const { data } = await applyOrg({
        variables: { input: orgInput(values) },
        update: (cache, result) => markSubmitted(cache, 'org', result.data?.applyOrg.application),
      });
      const payload = data?.applyOrg;
      if (!payload?.application || payload.userErrors.length > 0) {
        const errors = toFormErrors(payload?.userErrors, FIELDS);
        form.checkAll(hasFormErrors(errors) ? errors : { fields: {}, form: t('common:ui.errors.server') });
        return;
      }
      ui.messages.show({ type: 'success', text: t('form.submitted') });
      navigate(KIND_PATHS.org.status);
    } catch (error) {
      form.setErrors({ fields: {}, form: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

  const stepProps = { values, errors: form.errors.fields, onChange };
  const sent = orgInput(values);
  return (
    <StepForm
      title={t('orgForm.title')}
      stepLabels={[
        t('orgForm.steps.organisation'),
        t('orgForm.steps.licence'),
        t('orgForm.steps.contact'),
        t('orgForm.steps.review'),
      ]}
      step={form.step}
      onBack={form.back}
      onNext={() => {
        if (form.checkStep(problems(validateOrg(values)))) form.next();
      }}
      onSubmit={() => void submit()}
      submitting={loading}
      formError={form.errors.form}
      statusPath={KIND_PATHS.org.status}
      notice={rejected ? <ResubmitNotice reason={rejected.rejectReason} /> : null}
    >
      {form.step === 0 ? (
        <OrgDetailsStep {...stepProps} />
      ) : form.step === 1 ? (
        <OrgLicenceStep {...stepProps} />
      ) : form.step === 2 ? (
        <OrgContactStep {...stepProps} />
      ) : (
        <ReviewList
          onEdit={form.goTo}
          rows={[
            { label: t('orgForm.orgName'), value: sent.orgName, step: 0 },
            { label: t('orgForm.creditCode'), value: sent.creditCode, step: 0 },
            {
              label: t('orgForm.licenseImage'),
              value: (
                <img
                  src={sent.licenseImage}
                  alt={t('orgForm.licenseImageAlt')}
                  className="h-20 w-32 rounded-lg bg-surface-2 object-cover ring-1 ring-line"
                />
              ),
              step: 1,
            },
            { label: t('orgForm.contactName'), value: sent.contactName, step: 2 },
            { label: t('orgForm.contactPhone'), value: sent.contactPhone, step: 2 },
          ]}
        />
      )}
    </StepForm>
  );
}
