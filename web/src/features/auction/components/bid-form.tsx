import { useMutation } from '@apollo/client/react';
import { fenToYuan, yuanToFen } from '@nextland/rules';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { CheckboxField } from '../../../components/ui/checkbox-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { formatMoney } from '../../../lib/format.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import type { Locale } from '../../../lib/i18n/locales.js';
import { PlaceBidMutation } from '../api/auction';
import type { LotState } from '../lib/lot-updates';

type Props = {
  lot: LotState;
  locale: Locale;
  loggedIn: boolean;
  onLogin: () => void;
  /** The lot as the bid left it (also after a refusal: the current minimum). */
  onPlaced: (lot: LotState) => void;
};

/** Yuan without trailing ".00", as the field shows a prefilled amount. */
const yuanText = (fen: number) => fenToYuan(fen).replace(/\.00$/, '');

/**
 * A bid is the minimum next bid, one press; "bid up to" takes a maximum instead, which the platform spends one
 * increment at a time against other bids. The amount is typed in yuan and sent in fen.
 */
export function BidForm({ lot, locale, loggedIn, onLogin, onPlaced }: Props) {
  const t = useFixedT('auction');
  const [place, { loading }] = useMutation(PlaceBidMutation);
  const [upTo, setUpTo] = useState(false);
  const [amount, setAmount] = useState(() => yuanText(lot.minimumNext.amount));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const hintId = useId();
  const minimum = lot.minimumNext.amount;
  const money = (fen: number) => formatMoney(fen, locale, { currency: lot.minimumNext.currency });

  // The minimum moves with every bid: a plain bid always offers the current one; a maximum typed below it is
  // lifted to it.
  useEffect(() => {
    setAmount((typed) => {
      const fen = yuanToFen(typed);
      return !upTo || fen === null || fen < minimum ? yuanText(minimum) : typed;
    });
  }, [minimum, upTo]);

  const fen = upTo ? yuanToFen(amount) : minimum;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!loggedIn) {
      onLogin();
      return;
    }
    if (fen === null || fen <= 0) {
      setError(t('form.invalid'));
      return;
    }
    if (fen < minimum) {
      setError(t('form.tooLow', { minimum: money(minimum) }));
      return;
    }
    setError(null);
    try {
      const { data } = await place({ variables: { goodsId: lot.goodsId, maxAmount: fen } });
      const payload = data?.placeBid;
      if (payload?.lot) onPlaced(payload.lot);
      if (payload?.bid) setNotice(payload.bid.leading ? t('form.placedLeading') : t('form.placedOutbid'));
      else setError(payload?.userErrors[0]?.message ?? t('form.failed'));
    } catch {
      setError(t('form.failed'));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="bid-form-heading"
      className="flex flex-col gap-4"
      data-testid="bid-form"
    >
      <h3 id="bid-form-heading" className="sr-only">
        {t('form.heading')}
      </h3>
      <CheckboxField
        label={t('form.upTo')}
        checked={upTo}
        onChange={(event) => setUpTo(event.target.checked)}
        aria-describedby={hintId}
      />
      <p id={hintId} className="-mt-2 pl-7 text-subtle text-xs leading-5">
        {t('form.upToHint')}
      </p>
      {upTo ? (
        <TextField
          label={t('form.maximum')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={t('form.minimumHint', { minimum: money(minimum) })}
          error={error}
        />
      ) : error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={loading} className="w-full">
        {!loggedIn
          ? t('form.login')
          : loading
            ? t('form.placing')
            : upTo
              ? t('form.submitMax', { amount: fen === null ? '—' : money(fen) })
              : t('form.submit', { amount: money(minimum) })}
      </Button>
      <p className="text-center text-subtle text-xs" role="status">
        {notice ?? t('form.final')}
      </p>
    </form>
  );
}
