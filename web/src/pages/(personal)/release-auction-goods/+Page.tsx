// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { SignInRequired } from '../../../features/cart/components/sign-in-required.js';
import { LotStartPage } from '../../../features/release/components/lot-start-page.js';
import { SellerGate } from '../../../features/release/components/seller-gate.js';
import { ApolloBoundary } from '../../../lib/apollo/apollo-boundary.js';

export function Page() {
  const { t } = useTranslation('release');
  return (
    <>
      <Config title={`${t('lotStart.title')} · Nextland`} description={t('lotStart.description')} />
      <div className="page-container pt-6 pb-10 sm:pt-10">
        <ApolloBoundary>
          <SignInRequired>
            <SellerGate>
              <LotStartPage />
            </SellerGate>
          </SignInRequired>
        </ApolloBoundary>
      </div>
    </>
  );
}
