import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import {
  type FormErrors,
  NO_FORM_ERRORS,
  orFormMessage,
  toFormErrors,
} from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { AddBankCardMutation } from '../api/add-bank-card.js';
import { BankCardsQuery } from '../api/bank-cards.js';
import { type BankCardValues, bankCardInput, validateBankCard } from '../lib/bank-card-rules.js';
import { CardHolderConfirm } from './card-holder-confirm.js';
import { CardNumberField } from './card-number-field.js';

const FIELDS = ['cardNumber', 'holderConfirmed', 'holderName', 'bankName'];

export type AddBankCardFormProps = {
  /** The first card becomes the default; later ones only when ticked. */
  firstCard: boolean;
  /** The verified real name as the site shows it (masked): the card's holder. */
  maskedRealName: string;
  onDone: () => void;
  onCancel: () => void;
};

export function AddBankCardForm({ firstCard, maskedRealName, onDone, onCancel }: AddBankCardFormProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const { ui } = useStores();
  const titleId = useId();
  const [values, setValues] = useState<BankCardValues>({
    cardNumber: '',
    holderConfirmed: false,
    bankName: '',
    isDefault: firstCard,
  });
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [addCard, { loading }] = useMutation(AddBankCardMutation);
  const set = (change: Partial<BankCardValues>) => setValues((v) => ({ ...v, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateBankCard(values);
    if (Object.keys(problems).length > 0) {
      setErrors({
        fields: Object.fromEntries(
          Object.entries(problems).map(([field, key]) => [field, t(`bankCards.errors.${key}`)]),
        ),
        form: null,
      });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    try {
      const { data } = await addCard({
        variables: { input: bankCardInput(values) },
        // Only a success changes the list (and possibly which card is default).
        refetchQueries: (result) => (result.data?.addBankCard.card ? [BankCardsQuery] : []),
        awaitRefetchQueries: true,
      });
      const payload = data?.addBankCard;
      if (!payload?.card || payload.userErrors.length > 0) {
        setErrors(orFormMessage(toFormErrors(payload?.userErrors, FIELDS), t('common:ui.errors.server')));
        return;
      }
      ui.messages.show({ type: 'success', text: t('bankCards.added') });
      onDone();
    } catch (error) {
      setErrors({ fields: {}, form: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={titleId}
      className="grid gap-5 rounded-3xl bg-surface p-6 ring-1 ring-line sm:p-8"
    >
      <h2 id={titleId} className="font-semibold text-ink text-lg">
        {t('bankCards.form.title')}
      </h2>
      <CardNumberField
        label={t('bankCards.form.cardNumber')}
        hint={t('bankCards.form.cardNumberHint')}
        name="cardNumber"
        value={values.cardNumber}
        onChange={(cardNumber) => set({ cardNumber })}
        error={errors.fields.cardNumber}
        required
      />
      <CardHolderConfirm
        maskedName={maskedRealName}
        checked={values.holderConfirmed}
        onChange={(holderConfirmed) => set({ holderConfirmed })}
        error={errors.fields.holderConfirmed ?? errors.fields.holderName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('bankCards.form.bankName')}
          hint={t('bankCards.form.bankNameHint')}
          name="bankName"
          maxLength={64}
          value={values.bankName}
          onChange={(event) => set({ bankName: event.target.value })}
          error={errors.fields.bankName}
          required
        />
      </div>
      <label className="flex items-center gap-3 text-ink text-sm">
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => set({ isDefault: event.target.checked })}
          className="size-4 accent-[var(--color-accent)]"
        />
        {t('bankCards.form.isDefault')}
      </label>
      {errors.form ? (
        <p role="alert" className="text-danger text-sm">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={loading}>
          {t('bankCards.form.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={loading}>
          {t('common:ui.cancel')}
        </Button>
      </div>
    </form>
  );
}
