import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS, workBuyNowPath } from '../../../lib/navigation/buying-paths.js';
import { useStores } from '../../../stores/use-stores.js';
import type { AddOutcome } from '../lib/send-add-to-cart';

/**
 * "Buy now" and "Add to cart" for a work on sale (decision 0023): one edition, no quantity to choose. The works
 * page renders it in its buy box; a visitor's press opens the login prompt that comes back to the work. Apollo
 * Client and the mutation load with the first press, as on the goods page.
 */
export const WorkPurchase = observer(function WorkPurchase({
  work,
}: {
  work: { id: string; title: string };
}) {
  const t = useFixedT('opus');
  const { locale } = usePageContext();
  const { session, ui } = useStores();
  const loadApolloClient = useApolloClientLoader();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const requireLogin = () => {
    if (session.loggedIn) return false;
    session.openLoginPrompt('required', localizePath(BUYING_PATHS.OPUS.item(work.id), locale));
    return true;
  };

  const add = () => {
    if (requireLogin() || adding) return;
    setAdding(true);
    setError(null);
    Promise.all([loadApolloClient(), import('../lib/send-add-to-cart')])
      .then(([client, { sendAddWorkToCart }]) => sendAddWorkToCart(client, work.id))
      .catch((): AddOutcome => ({ kind: 'failed' }))
      .then((outcome) => {
        setAdding(false);
        if (outcome.kind === 'added') {
          ui.messages.show({ type: 'success', text: t('buy.added', { title: work.title }) });
        } else if (outcome.kind === 'refused') {
          setError(outcome.message ?? t('buy.failed'));
        } else if (outcome.kind === 'failed') {
          setError(t('buy.failed'));
        }
      });
  };

  const buyNow = () => {
    if (requireLogin()) return;
    void navigate(localizePath(workBuyNowPath(work.id), locale));
  };

  return (
    <div className="flex flex-col gap-3" data-testid="work-purchase">
      <div className="grid grid-cols-2 gap-3">
        <Button onClick={buyNow} aria-describedby={error ? errorId : undefined}>
          {t('details.buy')}
        </Button>
        <Button variant="secondary" loading={adding} onClick={add}>
          {t('details.addToCart')}
        </Button>
      </div>
      <p id={errorId} role="alert" className="text-danger text-sm empty:hidden">
        {error}
      </p>
      <a
        href={localizePath(BUYING_PATHS.OPUS.cart, locale)}
        className="self-start text-muted text-sm underline-offset-4 hover:text-ink hover:underline"
      >
        {t('buy.viewCart')}
      </a>
    </div>
  );
});
