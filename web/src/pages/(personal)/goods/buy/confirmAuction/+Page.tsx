// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import { AddressPicker } from '../../../../../features/address/components/address-picker.js';
import { ConfirmAuctionPage } from '../../../../../features/auction-win/components/confirm-auction-page.js';
import { SignInRequired } from '../../../../../features/cart/components/sign-in-required.js';
import { ApolloBoundary } from '../../../../../lib/apollo/apollo-boundary.js';

/** The winner of a lot confirms and pays (decision 0028 §3); the address book's picker is handed in. */
export function Page() {
  const { t } = useTranslation('winning');
  const { urlParsed } = usePageContext();
  const lot = urlParsed.search.lot;
  return (
    <>
      <Config title={`${t('title')} · Nextland`} description={t('description')} />
      <ApolloBoundary>
        <SignInRequired>
          <ConfirmAuctionPage
            goodsId={lot && /^\d{1,19}$/.test(lot) ? lot : null}
            renderAddressPicker={(props) => <AddressPicker {...props} />}
          />
        </SignInRequired>
      </ApolloBoundary>
    </>
  );
}
