import { useMutation, useQuery } from '@apollo/client/react';
import type { ListingLang } from '@nextland/rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { StepIndicator } from '../../../components/ui/step-indicator.js';
import type { ReleaseDraftFieldsFragment, ReleaseKind } from '../../../graphql/generated/graphql';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { useServerErrors } from '../../../lib/forms/use-server-errors.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { ReleaseCategoriesQuery } from '../api/release-categories.js';
import { ReleaseDraftQuery } from '../api/release-draft.js';
import { ReleaseItemMutation } from '../api/release-item.js';
import { SaveReleaseDraftMutation } from '../api/save-release-draft.js';
import {
  formFieldOf,
  formSchemaOf,
  RELEASE_FORM_FIELDS,
  releaseDefaults,
  stepsOf,
  toDraftInput,
} from '../lib/release-form.js';
import { AuctionStep } from './auction-step.js';
import { BasicsStep, type Category } from './basics-step.js';
import { ImagesStep } from './images-step.js';
import { PriceStep } from './price-step.js';
import { ReviewStep } from './review-step.js';
import { ShippingStep } from './shipping-step.js';
import { TranslationsStep } from './translations-step.js';

const STEP_KEYS = ['basics', 'images', 'price', 'shipping', 'translations', 'review'] as const;
/** Where each form's "all drafts" link and its release lead: lots have their own start page. */
const STARTS: Record<ReleaseKind, string> = {
  GOODS: '/release-goods',
  WORK: '/release-goods',
  LOT: '/release-auction-goods',
};
const TITLES = { GOODS: 'form.goodsTitle', WORK: 'form.workTitle', LOT: 'form.lotTitle' } as const;

/**
 * `/release-goods/form`, `/release-opus` and `/release-auction-goods/form`: the release form; `?id=` continues
 * a saved draft.
 */
export function ReleaseForm({ kind, id }: { kind: ReleaseKind; id: string | null }) {
  const { t } = useTranslation('release');
  const START = STARTS[kind];
  const categories = useQuery(ReleaseCategoriesQuery);
  const draft = useQuery(ReleaseDraftQuery, { variables: { kind, id: id ?? '' }, skip: !id });
  if (categories.loading || draft.loading) {
    return (
      <p role="status" className="text-muted">
        {t('form.loading')}
      </p>
    );
  }
  if (id && !draft.data?.releaseDraft) {
    return (
      <EmptyState
        title={t('form.notFound')}
        action={<LocalizedLink href={START}>{t('form.toStart')}</LocalizedLink>}
      />
    );
  }
  return (
    <ReleaseSteps
      kind={kind}
      draft={draft.data?.releaseDraft ?? null}
      categories={categories.data?.categories ?? []}
    />
  );
}

type StepsProps = {
  kind: ReleaseKind;
  draft: ReleaseDraftFieldsFragment | null;
  categories: readonly Category[];
};

function ReleaseSteps({ kind, draft, categories }: StepsProps) {
  const { t } = useTranslation(['release', 'common']);
  const { locale } = usePageContext();
  const { ui } = useStores();
  const START = STARTS[kind];
  const steps = stepsOf(kind);
  const form = useRulesForm(formSchemaOf(kind), {
    defaultValues: releaseDefaults(locale as ListingLang, draft),
  });
  const server = useServerErrors(form.setError, RELEASE_FORM_FIELDS);
  const [step, setStep] = useState(0);
  const [id, setId] = useState<string | null>(draft?.id ?? null);
  const [save, saving] = useMutation(SaveReleaseDraftMutation);
  const [release, releasing] = useMutation(ReleaseItemMutation);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const busy = saving.loading || releasing.loading;
  const last = step === STEP_KEYS.length - 1;

  function goTo(target: number) {
    setStep(target);
    requestAnimationFrame(() => heading.current?.focus());
  }

  function showErrors(errors: readonly { field?: string | null; code: string; message: string }[]) {
    const mapped = errors.map((error) => ({ ...error, field: formFieldOf(error.field) }));
    server.showUserErrors(mapped, t('common:ui.errors.server'));
    const failed = steps.findIndex((fields) =>
      mapped.some((error) => fields.some((field) => error.field?.split('.')[0] === field.split('.')[0])),
    );
    if (failed >= 0) goTo(failed);
  }

  /** Saves every usable value as the draft; the new id goes into the address so a reload continues it. */
  async function saveDraft(): Promise<string | null> {
    const { data } = await save({ variables: { kind, id, input: toDraftInput(kind, form.getValues()) } });
    const payload = data?.saveReleaseDraft;
    if (!payload?.draft || payload.userErrors.length > 0) {
      showErrors(payload?.userErrors ?? []);
      return null;
    }
    if (!id) {
      setId(payload.draft.id);
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}?id=${payload.draft.id}`,
      );
    }
    return payload.draft.id;
  }

  async function next() {
    const fields = steps[step] ?? [];
    if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) return;
    try {
      if (await saveDraft()) {
        ui.messages.show({ type: 'success', text: t('form.saved') });
        goTo(step + 1);
      }
    } catch (error) {
      server.showRequestError(error);
    }
  }

  const submit = form.handleSubmit(
    async () => {
      try {
        const saved = await saveDraft();
        if (!saved) return;
        const { data } = await release({ variables: { kind, id: saved } });
        const payload = data?.releaseItem;
        if (!payload?.status || payload.userErrors.length > 0) {
          showErrors(payload?.userErrors ?? []);
          return;
        }
        const text = payload.status === 'UNDER_REVIEW' ? t('result.underReview') : t('result.onSale');
        ui.messages.show({ type: 'success', text });
        await navigate(localizePath(`${START}?released=${payload.status}`, locale));
      } catch (error) {
        server.showRequestError(error);
      }
    },
    (errors) => {
      const failed = steps.findIndex((fields) => fields.some((field) => field in errors));
      if (failed >= 0) goTo(failed);
    },
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void (last ? submit() : next());
  }

  const labels = STEP_KEYS.map((key) =>
    kind === 'LOT' && key === 'price' ? t('form.steps.auction') : t(`form.steps.${key}`),
  );
  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="font-semibold text-2xl text-ink">{t(TITLES[kind])}</h1>
          <LocalizedLink href={START} className="text-muted text-sm hover:text-ink">
            {t('form.toStart')}
          </LocalizedLink>
        </div>
        <StepIndicator label={t('form.stepsLabel')} labels={labels} current={step} />
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={headingId}
          className="flex flex-col gap-5 rounded-3xl bg-surface p-6 ring-1 ring-line sm:p-8"
          data-testid="release-form"
        >
          <div>
            <p className="text-subtle text-xs uppercase tracking-wider">
              {t('form.stepOf', { current: step + 1, total: labels.length })}
            </p>
            <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-1 font-semibold text-ink text-xl">
              {labels[step]}
            </h2>
          </div>
          {step === 0 ? <BasicsStep kind={kind} categories={categories} /> : null}
          {step === 1 ? <ImagesStep /> : null}
          {step === 2 ? kind === 'LOT' ? <AuctionStep /> : <PriceStep kind={kind} /> : null}
          {step === 3 ? <ShippingStep kind={kind} /> : null}
          {step === 4 ? <TranslationsStep /> : null}
          {last ? <ReviewStep kind={kind} categories={categories} onEdit={goTo} /> : null}
          <FormMessage errors={form.formState.errors} />
          <div className="flex flex-wrap gap-3 border-line border-t pt-5">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                {t('form.back')}
              </Button>
            ) : null}
            <Button type="submit" loading={busy}>
              {last ? t('form.release') : t('form.next')}
            </Button>
          </div>
        </form>
      </div>
    </FormProvider>
  );
}
