// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import { BuyNowForward } from '../../../../features/checkout/components/buy-now-forward.js';

/** `/opus/buy?workId=`: buy one edition now (decision 0023); forwards to the confirm page. */
export function Page() {
  const { t } = useTranslation('cart');
  const { urlParsed } = usePageContext();
  return (
    <>
      <Config title={`${t('checkout.title')} · Nextland`} description={t('checkout.description')} />
      <BuyNowForward kind="OPUS" search={urlParsed.search} />
    </>
  );
}
