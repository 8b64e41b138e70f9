import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { useStores } from '../../../stores/use-stores.js';

/** An allow-list, as nextland's: officials, real-name verified, creators and organisations may sell. */
const SELLERS = new Set(['OFFICIAL', 'REAL_NAME', 'CREATOR', 'ORGANISATION']);

/** Releasing is for real-name verified accounts: anyone else is told why, with the way to verify. */
export const SellerGate = observer(function SellerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('release');
  const { session } = useStores();
  if (session.userInfo && SELLERS.has(session.userInfo.type)) return <>{children}</>;
  return (
    <EmptyState
      title={t('gate.title')}
      text={t('gate.text')}
      action={
        <LocalizedLink href="/my/account" className={buttonClassName()}>
          {t('gate.action')}
        </LocalizedLink>
      }
    />
  );
});
