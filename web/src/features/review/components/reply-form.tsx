import { useMutation } from '@apollo/client/react';
import { REVIEW_LIMITS } from '@nextland/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { ReplyToReviewMutation } from '../api/reply-to-review.js';
import { REPLY_FIELDS, replySchema } from '../lib/review-form.js';

/**
 * The seller's one reply. The answer is the review with its reply, which replaces the cached one, so the
 * reply shows and this form goes away; a second reply (another tab) is the server's conflict message.
 */
export function ReplyForm({ reviewId, onConflict }: { reviewId: string; onConflict: () => void }) {
  const { t } = useTranslation(['reviews', 'common']);
  const form = useRulesForm(replySchema, { defaultValues: { text: '' } });
  const { errors } = form.formState;
  const [reply] = useMutation(ReplyToReviewMutation);
  const replying = useMutationSubmit({
    mutate: async ({ text }: { text: string }) =>
      (await reply({ variables: { reviewId, text } })).data?.replyToReview,
    form: { setError: form.setError, fields: REPLY_FIELDS },
    result: (payload) => payload?.review,
    successText: t('reply.sent'),
    onRefused: (payload) => {
      if (payload?.userErrors.some((error) => error.code === 'CONFLICT')) onConflict();
    },
  });
  const submit = form.handleSubmit(replying.submit);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextArea
        label={t('reply.label')}
        hint={t('reply.hint')}
        rows={3}
        maxLength={REVIEW_LIMITS.text}
        {...form.register('text')}
        error={errors.text?.message}
        required
      />
      <FormMessage errors={errors} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={replying.pending}>
          {t('reply.submit')}
        </Button>
      </div>
    </form>
  );
}
