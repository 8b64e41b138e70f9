// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { CartPage } from '../../../../features/cart/components/cart-page.js';
import { SignInRequired } from '../../../../features/cart/components/sign-in-required.js';
import { ApolloBoundary } from '../../../../lib/apollo/apollo-boundary.js';

/** The works cart (decision 0023): the goods cart's page over the other kind. */
export function Page() {
  const { t } = useTranslation('cart');
  return (
    <>
      <Config title={`${t('works.title')} · Nextland`} description={t('works.description')} />
      <ApolloBoundary>
        <SignInRequired>
          <CartPage kind="OPUS" />
        </SignInRequired>
      </ApolloBoundary>
    </>
  );
}
