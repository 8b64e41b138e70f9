import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CountTabs } from '../../../components/ui/count-tabs.js';
import type { MyBidStatus } from '../../../graphql/generated/graphql';
import { MyBidsList } from './my-bids-list.js';
import { WatchedLotsList } from './watched-lots-list.js';

const TABS = ['LEADING', 'OUTBID', 'WON', 'LOST', 'WATCHING'] as const;
type BidsTab = (typeof TABS)[number];

function tabOf(value: string | null): BidsTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as BidsTab) : 'LEADING';
}

/**
 * `/my/bids` (decision 0028 §5): the lots the viewer bid on, by where they stand, and the lots they watch (a
 * collect of a lot). The tab lives in the address (`?tab=`), so a link or a reload keeps it.
 */
export function MyBidsPage() {
  const { t } = useTranslation('my');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const tabs = TABS.map((id) => ({ id, label: t(`bids.tabs.${id}`), count: null }));
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-semibold text-2xl text-ink">{t('bids.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('bids.lead')}</p>
      </header>
      <CountTabs
        label={t('bids.tabsLabel')}
        tabs={tabs}
        value={tab}
        onChange={(next) => setParams(next === 'LEADING' ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'WATCHING' ? <WatchedLotsList /> : <MyBidsList status={tab as MyBidStatus} key={tab} />}
      </CountTabs>
    </div>
  );
}
