import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import type { Locale } from '../../../lib/i18n/locales.js';
import { OfferSecondChanceMutation } from '../api/selling.js';

/**
 * A lot unsold after its winner did not pay (decision 0028 §3): the seller may offer it once to the next bidder,
 * at that bidder's highest bid, with a fresh 24 hours to pay. Confirmed first; the outcome shows on the row.
 */
export function SecondChanceButton({ goodsId, title }: { goodsId: string; title: string }) {
  const { t } = useTranslation(['my', 'common']);
  const { locale } = usePageContext();
  const [offer] = useMutation(OfferSecondChanceMutation, { refetchQueries: ['MyItems'] });
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  // The outcome, good or bad, replaces the button on the row.
  const offering = useMutationSubmit({
    mutate: async () => (await offer({ variables: { goodsId } })).data?.offerSecondChance,
    showError: (text) => setOutcome({ text, failed: true }),
    result: (payload) => payload?.offer,
    onDone: (made) => {
      const price = formatMoney(made.hammerPrice.amount, locale as Locale);
      const deadline = formatDate(made.payDeadline, locale as Locale, 'dateTime');
      setOutcome({ text: t('selling.secondChance.done', { price, deadline }), failed: false });
    },
  });

  async function confirm() {
    await offering.submit(undefined);
    setAsking(false);
  }

  return (
    <>
      {outcome ? (
        <p
          role={outcome.failed ? 'alert' : 'status'}
          className={outcome.failed ? 'text-danger text-sm' : 'text-sm'}
        >
          {outcome.text}
        </p>
      ) : (
        <Button size="sm" onClick={() => setAsking(true)}>
          {t('selling.secondChance.offer')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('selling.secondChance.title')}
        description={t('selling.secondChance.text', { title })}
        confirmLabel={t('selling.secondChance.offer')}
        cancelLabel={t('selling.cancel')}
        pending={offering.pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
