// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { CartPage } from '../../../../features/cart/components/cart-page.js';
import { SignInRequired } from '../../../../features/cart/components/sign-in-required.js';
import { ApolloBoundary } from '../../../../lib/apollo/apollo-boundary.js';

export function Page() {
  const { t } = useTranslation('cart');
  return (
    <>
      <Config title={`${t('title')} · Nextland`} description={t('description')} />
      <ApolloBoundary>
        <SignInRequired>
          <CartPage />
        </SignInRequired>
      </ApolloBoundary>
    </>
  );
}
