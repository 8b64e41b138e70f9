// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { SignInRequired } from '../../../features/cart/components/sign-in-required.js';
import { ReleaseStartPage } from '../../../features/release/components/release-start-page.js';
import { SellerGate } from '../../../features/release/components/seller-gate.js';
import { ApolloBoundary } from '../../../lib/apollo/apollo-boundary.js';

export function Page() {
  const { t } = useTranslation('release');
  return (
    <>
      <Config title={`${t('start.title')} · Nextland`} description={t('start.description')} />
      <div className="page-container pt-6 pb-10 sm:pt-10">
        <ApolloBoundary>
          <SignInRequired>
            <SellerGate>
              <ReleaseStartPage />
            </SellerGate>
          </SignInRequired>
        </ApolloBoundary>
      </div>
    </>
  );
}
