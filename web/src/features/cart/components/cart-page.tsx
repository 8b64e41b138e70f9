import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { CartQuery } from '../api/cart';
import {
  allLines,
  type CartData,
  checkoutState,
  isChosen,
  needsConfirmation,
  selectable,
  selectedButUnavailable,
  selectionOf,
  withPendingSelection,
} from '../lib/cart-state';
import { useCartActions } from '../lib/use-cart-actions';
import { CartChangesBanner } from './cart-changes-banner';
import { CartSellerGroup } from './cart-seller-group';
import { CartSummary } from './cart-summary';

/**
 * `/goods/cart` and `/opus/cart` (decision 0023): the viewer's cart of one kind, read in the browser (a
 * personal page, never server-rendered or cached).
 */
export function CartPage({ kind = 'GOODS' }: { kind?: ItemKind }) {
  const { t } = useTranslation('cart');
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, refetch } = useQuery(CartQuery, {
    variables: { kind },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="page-container pt-6 pb-10 sm:pt-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <h1 ref={heading} tabIndex={-1} className="font-semibold text-2xl text-ink outline-none sm:text-3xl">
          {kind === 'OPUS' ? t('works.title') : t('title')}
        </h1>
        {data ? (
          <CartContent kind={kind} cart={data.cart} onLineRemoved={() => heading.current?.focus()} />
        ) : (
          <QueryFallback error={error} failedTitle={t('loadFailed')} onRetry={() => void refetch()} />
        )}
      </div>
    </div>
  );
}

type ContentProps = { kind: ItemKind; cart: CartData; onLineRemoved: () => void };

function CartContent({ kind, cart: answer, onLineRemoved }: ContentProps) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const actions = useCartActions(kind);
  const paths = BUYING_PATHS[kind];
  const cart = withPendingSelection(answer, actions.pendingSelection);
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const lines = allLines(cart);

  if (lines.length === 0) {
    return (
      <EmptyState
        title={t('empty.title')}
        text={kind === 'OPUS' ? t('works.emptyText') : t('empty.text')}
        action={
          <a href={localizePath(paths.browse, locale)} className={buttonClassName()}>
            {kind === 'OPUS' ? t('works.browse') : t('empty.browse')}
          </a>
        }
      />
    );
  }

  const toConfirm = lines.filter(needsConfirmation);
  const checkout = checkoutState(cart);
  const confirm = () => {
    setConfirming(true);
    void actions.confirmChanges(lines).finally(() => setConfirming(false));
  };
  const startCheckout = async () => {
    setStarting(true);
    // Checkout takes the selected lines: leave out those that can no longer be bought.
    const ok = await actions.select(selectedButUnavailable(cart), false);
    if (ok) await navigate(localizePath(`${paths.confirm}?source=cart`, locale));
    setStarting(false);
  };

  return (
    <>
      {toConfirm.length > 0 ? (
        <CartChangesBanner count={toConfirm.length} confirming={confirming} onConfirm={confirm} />
      ) : null}
      <div className="flex flex-col gap-4" aria-busy={actions.busy || undefined}>
        {cart.sellers.map((group) => (
          <CartSellerGroup
            key={group.sellerId}
            group={group}
            lineErrors={actions.lineErrors}
            onSelect={(ids, selected) => void actions.select(ids, selected)}
            onQuantity={actions.setQuantity}
            onRemove={(line) =>
              void actions.remove(line).then((removed) => {
                if (removed) onLineRemoved();
              })
            }
          />
        ))}
      </div>
      <CartSummary
        cart={cart}
        chosen={lines.filter(isChosen).length}
        selection={selectionOf(lines)}
        checkout={checkout}
        starting={starting}
        onSelectAll={(selected) =>
          void actions.select(
            selectable(lines).map((line) => line.id),
            selected,
          )
        }
        onCheckout={() => void startCheckout()}
      />
    </>
  );
}
