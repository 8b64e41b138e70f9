import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { BankCardsQuery } from '../api/bank-cards.js';
import { AddBankCardForm } from './add-bank-card-form.js';
import { BankCardItem } from './bank-card-item.js';
import { WalletHeading } from './wallet-heading.js';

/** `/my/bank-cards`: the cards payouts go to; adding one needs real-name verification. */
export function BankCardsPage() {
  const { t } = useTranslation(['wallet', 'common']);
  const [adding, setAdding] = useState(false);
  const { data, error, refetch } = useQuery(BankCardsQuery, { fetchPolicy: 'cache-and-network' });
  const verified = data?.viewer?.realNameVerified ?? false;
  // Under review, the account page shows the status instead of a form, so there is nothing to link to.
  const pending = data?.verificationStatus.realName === 'UNDER_REVIEW';
  const cards = data?.bankCards ?? [];
  const heading = (
    <WalletHeading title={t('bankCards.title')} lead={t('bankCards.lead')}>
      {verified && cards.length > 0 && !adding ? (
        <Button onClick={() => setAdding(true)}>{t('bankCards.add')}</Button>
      ) : null}
    </WalletHeading>
  );

  if (!data) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <QueryFallback error={error} failedTitle={t('bankCards.loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {heading}
      {!verified && pending ? (
        <EmptyState title={t('bankCards.pendingTitle')} text={t('bankCards.pendingText')} />
      ) : null}
      {!verified && !pending ? (
        <EmptyState
          title={t('bankCards.notVerifiedTitle')}
          text={t('bankCards.notVerifiedText')}
          action={
            <Link to="/account" className={buttonClassName()}>
              {t('bankCards.notVerifiedAction')}
            </Link>
          }
        />
      ) : null}
      {verified && adding ? (
        <AddBankCardForm
          firstCard={cards.length === 0}
          maskedRealName={data?.viewer?.realName ?? ''}
          onDone={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {cards.length > 0 ? (
        <ul aria-label={t('bankCards.listLabel')} className="grid gap-4">
          {cards.map((card) => (
            <BankCardItem key={card.id} card={card} />
          ))}
        </ul>
      ) : verified && !adding ? (
        <EmptyState
          title={t('bankCards.emptyTitle')}
          text={t('bankCards.emptyText')}
          action={<Button onClick={() => setAdding(true)}>{t('bankCards.add')}</Button>}
        />
      ) : null}
    </div>
  );
}
