// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import { AddressPicker } from '../../../../../features/address/components/address-picker.js';
import { SignInRequired } from '../../../../../features/cart/components/sign-in-required.js';
import { CheckoutConfirmPage } from '../../../../../features/checkout/components/checkout-confirm-page.js';
import { intentFromSearch } from '../../../../../features/checkout/lib/checkout-intent.js';
import { ApolloBoundary } from '../../../../../lib/apollo/apollo-boundary.js';

/** Features never import each other: the page hands the address book's picker to the checkout. */
export function Page() {
  const { t } = useTranslation('cart');
  const { urlParsed } = usePageContext();
  return (
    <>
      <Config title={`${t('checkout.title')} · Nextland`} description={t('checkout.description')} />
      <ApolloBoundary>
        <SignInRequired>
          <CheckoutConfirmPage
            intent={intentFromSearch(urlParsed.search)}
            renderAddressPicker={(props) => <AddressPicker {...props} />}
          />
        </SignInRequired>
      </ApolloBoundary>
    </>
  );
}
