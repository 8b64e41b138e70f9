import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { BankCardsQuery as BankCardsResult } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { toFormErrors } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { BankCardsQuery } from '../api/bank-cards.js';
import { DeleteBankCardMutation } from '../api/delete-bank-card.js';
import { SetDefaultBankCardMutation } from '../api/set-default-bank-card.js';

export type BankCard = BankCardsResult['bankCards'][number];

/** One card: masked number, holder, default badge; make default and remove (confirmed). */
export function BankCardItem({ card }: { card: BankCard }) {
  const { t } = useTranslation(['wallet', 'common']);
  const { locale } = usePageContext();
  const { ui } = useStores();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // Both change which card is default (removing the default promotes another), so the list is re-read.
  const [setDefault, defaulting] = useMutation(SetDefaultBankCardMutation, {
    refetchQueries: (result) => (result.data?.setDefaultBankCard.ok ? [BankCardsQuery] : []),
    awaitRefetchQueries: true,
  });
  const [remove, removing] = useMutation(DeleteBankCardMutation, {
    refetchQueries: (result) => (result.data?.deleteBankCard.ok ? [BankCardsQuery] : []),
    awaitRefetchQueries: true,
  });

  const failure = (errors: readonly { field?: string | null; code: string; message: string }[] | undefined) =>
    toFormErrors(errors).form ?? t('common:ui.errors.server');

  async function makeDefault() {
    try {
      const { data } = await setDefault({ variables: { id: card.id } });
      if (data?.setDefaultBankCard.ok) ui.messages.show({ type: 'success', text: t('bankCards.defaultSet') });
      else ui.messages.show({ type: 'error', text: failure(data?.setDefaultBankCard.userErrors) });
    } catch (error) {
      ui.messages.show({ type: 'error', text: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

  async function confirmRemove() {
    setRemoveError(null);
    try {
      const { data } = await remove({ variables: { id: card.id } });
      if (!data?.deleteBankCard.ok) {
        setRemoveError(failure(data?.deleteBankCard.userErrors));
        return;
      }
      setConfirming(false);
      ui.messages.show({ type: 'success', text: t('bankCards.removed') });
    } catch (error) {
      setRemoveError(t(`common:ui.errors.${requestErrorKind(error)}`));
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-surface p-6 ring-1 ring-line">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {card.bankName}
          {card.isDefault ? (
            <span className="rounded-full border border-accent/50 px-2 py-0.5 font-medium text-accent text-xs">
              {t('bankCards.default')}
            </span>
          ) : null}
        </p>
        <p className="mt-1 font-mono text-ink text-lg tracking-wider">{card.maskedNumber}</p>
        <p className="mt-1 text-muted text-sm">
          {t('bankCards.holder', { name: card.holderName })} ·{' '}
          {t('bankCards.addedOn', { date: formatDate(card.createdAt, locale) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {card.isDefault ? null : (
          <Button
            variant="secondary"
            size="sm"
            loading={defaulting.loading}
            onClick={() => void makeDefault()}
          >
            {t('bankCards.setDefault')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('bankCards.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('bankCards.removeTitle')}
        description={t('bankCards.removeText', { bank: card.bankName, number: card.maskedNumber })}
        confirmLabel={t('bankCards.remove')}
        cancelLabel={t('common:ui.cancel')}
        tone="danger"
        pending={removing.loading}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          setRemoveError(null);
          setConfirming(false);
        }}
      />
    </li>
  );
}
