// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import { SignInRequired } from '../../../../../features/cart/components/sign-in-required.js';
import { CheckoutConfirmPage } from '../../../../../features/checkout/components/checkout-confirm-page.js';
import { intentFromSearch } from '../../../../../features/checkout/lib/checkout-intent.js';
import { ApolloBoundary } from '../../../../../lib/apollo/apollo-boundary.js';

/** Works are delivered to the library (decision 0023): the goods confirm page without the address picker. */
export function Page() {
  const { t } = useTranslation('cart');
  const { urlParsed } = usePageContext();
  return (
    <>
      <Config title={`${t('checkout.title')} · Nextland`} description={t('checkout.description')} />
      <ApolloBoundary>
        <SignInRequired>
          <CheckoutConfirmPage kind="OPUS" intent={intentFromSearch(urlParsed.search, 'OPUS')} />
        </SignInRequired>
      </ApolloBoundary>
    </>
  );
}
