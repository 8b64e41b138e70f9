import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { BankCardsQuery as BankCardsResult } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { useItemActions } from '../../../lib/graphql/use-item-actions.js';
import { BankCardsQuery } from '../api/bank-cards.js';
import { DeleteBankCardMutation } from '../api/delete-bank-card.js';
import { SetDefaultBankCardMutation } from '../api/set-default-bank-card.js';

export type BankCard = BankCardsResult['bankCards'][number];

/** One card: masked number, holder, default badge; make default and remove (confirmed). */
export function BankCardItem({ card }: { card: BankCard }) {
  const { t } = useTranslation(['wallet', 'common']);
  const { locale } = usePageContext();
  // Both change which card is default (removing the default promotes another), so the list is re-read.
  const [setDefault, defaulting] = useMutation(SetDefaultBankCardMutation, {
    refetchQueries: (result) => (result.data?.setDefaultBankCard.ok ? [BankCardsQuery] : []),
    awaitRefetchQueries: true,
  });
  const [remove, removing] = useMutation(DeleteBankCardMutation, {
    refetchQueries: (result) => (result.data?.deleteBankCard.ok ? [BankCardsQuery] : []),
    awaitRefetchQueries: true,
  });

  const actions = useItemActions({ defaultSet: t('bankCards.defaultSet'), removed: t('bankCards.removed') });
  const makeDefault = () =>
    actions.makeDefault(
      async () => (await setDefault({ variables: { id: card.id } })).data?.setDefaultBankCard,
    );
  const confirmRemove = () =>
    actions.confirmRemove(async () => (await remove({ variables: { id: card.id } })).data?.deleteBankCard);

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
        <Button variant="ghost" size="sm" onClick={actions.removal.ask}>
          {t('bankCards.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={actions.removal.open}
        title={t('bankCards.removeTitle')}
        description={t('bankCards.removeText', { bank: card.bankName, number: card.maskedNumber })}
        confirmLabel={t('bankCards.remove')}
        cancelLabel={t('common:ui.cancel')}
        tone="danger"
        pending={removing.loading}
        error={actions.removal.error}
        onConfirm={() => void confirmRemove()}
        onCancel={actions.removal.cancel}
      />
    </li>
  );
}
