import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { CheckboxField } from '../../../components/ui/checkbox-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { AddBankCardMutation } from '../api/add-bank-card.js';
import { BankCardsQuery } from '../api/bank-cards.js';
import { bankCardSchema } from '../lib/bank-card-schema.js';
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
  const titleId = useId();
  const [addCard] = useMutation(AddBankCardMutation);
  const form = useRulesForm(bankCardSchema, {
    defaultValues: { cardNumber: '', holderConfirmed: false, bankName: '', isDefault: firstCard },
  });
  const { errors } = form.formState;
  const { submit: send, pending: loading } = useMutationSubmit({
    mutate: async (input: z.output<typeof bankCardSchema>) =>
      (
        await addCard({
          variables: { input },
          // Only a success changes the list (and possibly which card is default).
          refetchQueries: (result) => (result.data?.addBankCard.card ? [BankCardsQuery] : []),
          awaitRefetchQueries: true,
        })
      ).data?.addBankCard,
    form: { setError: form.setError, fields: FIELDS },
    result: (payload) => payload?.card,
    successText: t('bankCards.added'),
    onDone,
  });
  const submit = form.handleSubmit(send);

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
      <Controller
        control={form.control}
        name="cardNumber"
        render={({ field, fieldState }) => (
          <CardNumberField
            label={t('bankCards.form.cardNumber')}
            hint={t('bankCards.form.cardNumberHint')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <Controller
        control={form.control}
        name="holderConfirmed"
        render={({ field, fieldState }) => (
          <CardHolderConfirm
            maskedName={maskedRealName}
            checked={field.value}
            onChange={field.onChange}
            error={
              fieldState.error?.message ??
              (errors as { holderName?: { message?: string } }).holderName?.message
            }
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('bankCards.form.bankName')}
          hint={t('bankCards.form.bankNameHint')}
          maxLength={64}
          {...form.register('bankName')}
          error={errors.bankName?.message}
          required
        />
      </div>
      <CheckboxField label={t('bankCards.form.isDefault')} {...form.register('isDefault')} />
      <FormMessage errors={errors} />
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
