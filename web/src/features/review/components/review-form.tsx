import { useMutation } from '@apollo/client/react';
import { REVIEW_LIMITS } from '@nextland/rules';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { WriteReviewMutation } from '../api/write-review.js';
import { REVIEW_FIELDS, reviewSchema } from '../lib/review-form.js';
import { ReviewPhotos } from './review-photos.js';
import { StarInput } from './star-input.js';

type Props = {
  orderLineId: string;
  title: string;
  /** Told once the review is published (the section reloads the order's reviews). */
  onDone: () => void;
  onCancel: () => void;
};

/** The buyer's review of one line (decision 0014's form pattern): stars, optional text and photos. */
export function ReviewForm({ orderLineId, title, onDone, onCancel }: Props) {
  const { t } = useTranslation(['reviews', 'common']);
  const form = useRulesForm(reviewSchema, { defaultValues: { rating: 0, text: '', photos: [] } });
  const { errors } = form.formState;
  const [write] = useMutation(WriteReviewMutation);
  const writing = useMutationSubmit({
    mutate: async (input: z.output<typeof reviewSchema>) =>
      (await write({ variables: { input: { orderLineId, ...input } } })).data?.writeReview,
    form: { setError: form.setError, fields: REVIEW_FIELDS },
    result: (payload) => payload?.review,
    successText: t('form.published'),
    onDone,
  });
  const submit = form.handleSubmit(writing.submit);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('form.legend', { title })}
      className="flex flex-col gap-5 rounded-2xl bg-surface-2 p-4 ring-1 ring-line sm:p-5"
    >
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarInput
            name={`rating-${orderLineId}`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextArea
        label={t('form.text')}
        hint={t('form.textHint')}
        maxLength={REVIEW_LIMITS.text}
        {...form.register('text')}
        error={errors.text?.message}
      />
      <Controller
        control={form.control}
        name="photos"
        render={({ field, fieldState }) => (
          <ReviewPhotos value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormMessage errors={errors} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={writing.pending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
