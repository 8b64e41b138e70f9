import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutPreviewFieldsFragment } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { checkoutKey, forgetCheckoutKey } from '../../../lib/idempotency-key.js';
import { PreviewCheckoutMutation } from '../api/preview-checkout';
import { SubmitCheckoutMutation } from '../api/submit-checkout';
import { type CheckoutIntent, checkoutInput, intentName } from './checkout-intent';
import { submitRefusal } from './submit-errors';

export type Preview = CheckoutPreviewFieldsFragment;

type Options = {
  intent: CheckoutIntent;
  addressId: string | null;
  /** Where the browser goes to pay (the cashier); tests replace it. */
  goTo: (url: string) => void;
  /** Where to go when a payment came back without a cashier address (already paid, or a provider hiccup). */
  paymentPage: (paymentId: string) => string;
};

/**
 * The confirm page's server work: price the checkout on opening and on each address change, and submit it
 * once with the tab's idempotency key for this intent. A refused submission says why: CONFLICT reads the
 * preview again, SOLD_OUT marks its lines, an unknown address asks for another.
 */
export function useCheckout({ intent, addressId, goTo, paymentPage }: Options) {
  const { t } = useTranslation(['cart', 'common']);
  const name = intentName(intent);
  // Made (or read back) once, when the page opens: a reload or a second click reuses it.
  const [key] = useState(() => checkoutKey(name));
  const [previewMutation, previewState] = useMutation(PreviewCheckoutMutation);
  const [submitMutation] = useMutation(SubmitCheckoutMutation);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(0);

  const input = checkoutInput(intent, addressId);
  const inputKey = JSON.stringify(input);

  const loadPreview = useCallback(async () => {
    const call = ++latest.current;
    setPreviewError(null);
    try {
      const { data } = await previewMutation({ variables: { input: JSON.parse(inputKey) } });
      if (call !== latest.current) return;
      const payload = data?.previewCheckout;
      setPreview(payload?.preview ?? null);
      if (!payload?.preview) setPreviewError(payload?.userErrors[0]?.message ?? t('common:ui.errors.server'));
    } catch (error) {
      if (call !== latest.current) return;
      setPreview(null);
      setPreviewError(t(`common:ui.errors.${requestErrorKind(error)}`));
    }
  }, [previewMutation, inputKey, t]);

  useEffect(() => {
    // Works (decision 0023) need no address: their preview loads at once.
    if (addressId === null && intent.kind !== 'OPUS') return;
    setSoldOut([]);
    void loadPreview();
  }, [addressId, loadPreview, intent.kind]);

  const submit = async () => {
    if (!preview || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    let leaving = false;
    try {
      const { data } = await submitMutation({
        variables: { input: JSON.parse(inputKey), acceptedTotal: preview.total.amount, idempotencyKey: key },
      });
      const payload = data?.submitCheckout;
      const payment = payload?.payment;
      if (payment) {
        forgetCheckoutKey(name);
        leaving = true;
        goTo(payment.cashierUrl ?? paymentPage(payment.id));
        return;
      }
      const refusal = submitRefusal(payload?.userErrors ?? []);
      if (refusal.kind === 'conflict') {
        setSubmitError(t('cart:checkout.errors.conflict'));
        await loadPreview();
      } else if (refusal.kind === 'soldOut') {
        setSoldOut(refusal.goodsIds);
        setSubmitError(t('cart:checkout.errors.soldOut'));
      } else if (refusal.kind === 'address') {
        setSubmitError(t('cart:checkout.errors.addressNotFound'));
      } else {
        setSubmitError(refusal.message ?? t('cart:checkout.errors.invalid'));
      }
    } catch (error) {
      // The same key goes with a retry: if the first attempt did make the orders, the retry answers them.
      setSubmitError(t(`common:ui.errors.${requestErrorKind(error)}`));
    } finally {
      inFlight.current = false;
      // Leaving for the cashier: the button stays busy until the page is gone.
      if (!leaving) setSubmitting(false);
    }
  };

  return {
    preview,
    previewLoading: previewState.loading,
    previewError,
    submitError,
    soldOut,
    submitting,
    submit,
    retryPreview: () => void loadPreview(),
  };
}
