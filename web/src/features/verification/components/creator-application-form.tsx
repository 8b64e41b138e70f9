import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { hasFormErrors, toFormErrors } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { ApplyCreatorMutation } from '../api/apply-creator.js';
import { creatorData } from '../lib/application-data.js';
import {
  CREATOR_STEPS,
  type CreatorErrors,
  type CreatorValues,
  portfolioLinks,
  validateCreator,
} from '../lib/creator-rules.js';
import { KIND_PATHS } from '../lib/kinds.js';
import { type LinkRow, linkRowsOf } from '../lib/link-rows.js';
import { markSubmitted } from '../lib/mark-submitted.js';
import { useSteppedForm } from '../lib/use-stepped-form.js';
import { ApplicationGate } from './application-gate.js';
import { CreatorPortfolioStep } from './creator-portfolio-step.js';
import { CreatorProfileStep } from './creator-profile-step.js';
import { CreatorReviewStep } from './creator-review-step.js';
import { IdImagesStep } from './id-images-step.js';
import { ResubmitNotice } from './resubmit-notice.js';
import { StepForm } from './step-form.js';

const FIELDS = ['field', 'intro', 'portfolio', 'idImages'];

/** `/my/auth/creator/form`: the creator application in four steps, prefilled after a rejection. */
export function CreatorApplicationForm() {
  return (
    <ApplicationGate kind="creator">{(rejected) => <CreatorSteps rejected={rejected} />}</ApplicationGate>
  );
}

type Draft = { field: string; intro: string; links: LinkRow[]; idImages: string[] };

function CreatorSteps({ rejected }: { rejected: ApplicationFieldsFragment | null }) {
  const { t } = useTranslation(['verification', 'common']);
  const { ui } = useStores();
  const navigate = useNavigate();
  const form = useSteppedForm(CREATOR_STEPS);
  const [draft, setDraft] = useState<Draft>(() => {
    const previous = creatorData(rejected);
    return {
      field: previous?.field ?? '',
      intro: previous?.intro ?? '',
      links: linkRowsOf(previous?.portfolio ?? []),
      idImages: previous?.idImages ?? [],
    };
  });
  const [applyCreator, { loading }] = useMutation(ApplyCreatorMutation);

  const values: CreatorValues = {
    field: draft.field,
    intro: draft.intro,
    portfolio: draft.links.map((row) => row.url),
    idImages: draft.idImages,
  };
  const problems = (errors: CreatorErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`errors.${key}`)]));

  async function submit() {
    if (!form.checkAll({ fields: problems(validateCreator(values)), form: null })) return;
    try {
      const { data } = await applyCreator({
        variables: {
          input: {
            field: values.field.trim(),
            intro: values.intro.trim(),
            portfolio: portfolioLinks(values.portfolio),
            idImages: values.idImages,
          },
        },
        update: (cache, result) => markSubmitted(cache, 'creator', result.data?.applyCreator.application),
      });
      const payload = data?.applyCreator;
      if (!payload?.application || payload.userErrors.length > 0) {
        const errors = toFormErrors(payload?.userErrors, FIELDS);
        form.checkAll(hasFormErrors(errors) ? errors : { fields: {}, form: t('common:ui.errors.server') });
        return;
      }
      ui.messages.show({ type: 'success', text: t('form.submitted') });
      navigate(KIND_PATHS.creator.status);
    } catch (error) {
      form.setErrors({ fields: {}, form: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

  const { fields } = form.errors;
  return (
    <StepForm
      title={t('creatorForm.title')}
      stepLabels={[
        t('creatorForm.steps.profile'),
        t('creatorForm.steps.portfolio'),
        t('creatorForm.steps.idImages'),
        t('creatorForm.steps.review'),
      ]}
      step={form.step}
      onBack={form.back}
      onNext={() => {
        if (form.checkStep(problems(validateCreator(values)))) form.next();
      }}
      onSubmit={() => void submit()}
      submitting={loading}
      formError={form.errors.form}
      statusPath={KIND_PATHS.creator.status}
      notice={rejected ? <ResubmitNotice reason={rejected.rejectReason} /> : null}
    >
      {form.step === 0 ? (
        <CreatorProfileStep
          field={draft.field}
          intro={draft.intro}
          errors={fields}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        />
      ) : form.step === 1 ? (
        <CreatorPortfolioStep
          rows={draft.links}
          error={fields.portfolio}
          onChange={(links) => setDraft((d) => ({ ...d, links }))}
        />
      ) : form.step === 2 ? (
        <IdImagesStep
          images={draft.idImages}
          error={fields.idImages}
          onChange={(idImages) => setDraft((d) => ({ ...d, idImages }))}
        />
      ) : (
        <CreatorReviewStep values={values} onEdit={form.goTo} />
      )}
    </StepForm>
  );
}
