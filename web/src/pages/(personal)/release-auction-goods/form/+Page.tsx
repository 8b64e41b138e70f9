// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import { SignInRequired } from '../../../../features/cart/components/sign-in-required.js';
import { ReleaseForm } from '../../../../features/release/components/release-form.js';
import { SellerGate } from '../../../../features/release/components/seller-gate.js';
import { ApolloBoundary } from '../../../../lib/apollo/apollo-boundary.js';

export function Page() {
  const { t } = useTranslation('release');
  const { urlParsed } = usePageContext();
  const id = urlParsed.search.id ?? null;
  return (
    <>
      <Config title={`${t('form.lotTitle')} · Nextland`} description={t('form.description')} />
      <div className="page-container pt-6 pb-10 sm:pt-10">
        <ApolloBoundary>
          <SignInRequired>
            <SellerGate>
              <ReleaseForm kind="LOT" id={id} />
            </SellerGate>
          </SignInRequired>
        </ApolloBoundary>
      </div>
    </>
  );
}
