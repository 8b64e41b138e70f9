// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import { SignInRequired } from '../../../../../features/cart/components/sign-in-required.js';
import { PaymentResultPage } from '../../../../../features/checkout/components/payment-result-page.js';
import { ApolloBoundary } from '../../../../../lib/apollo/apollo-boundary.js';

/** Where the cashier returns after paying for works (decision 0023). */
export function Page() {
  const { t } = useTranslation('cart');
  const { urlParsed } = usePageContext();
  return (
    <>
      <Config title={`${t('success.title')} · Nextland`} description={t('success.description')} />
      <ApolloBoundary>
        <SignInRequired>
          <PaymentResultPage kind="OPUS" paymentId={urlParsed.search.payment ?? null} />
        </SignInRequired>
      </ApolloBoundary>
    </>
  );
}
