import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { MyLotDraftsQuery } from '../api/my-lot-drafts.js';
import { DraftList } from './draft-list.js';

const FORM = '/release-auction-goods/form';

/** `/release-auction-goods`: start a new lot or continue one of the seller's lot drafts. */
export function LotStartPage() {
  const { t } = useTranslation('release');
  const { data, loading } = useQuery(MyLotDraftsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="font-semibold text-2xl text-ink">{t('lotStart.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('lotStart.intro')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <LocalizedLink href={FORM} className={buttonClassName('primary')}>
          {t('lotStart.new')}
        </LocalizedLink>
        <LocalizedLink href="/release-goods" className="text-muted text-sm hover:text-ink">
          {t('lotStart.toGoods')}
        </LocalizedLink>
      </div>
      {loading && !data ? null : (
        <section className="max-w-xl">
          <DraftList title={t('lotStart.drafts')} rows={data?.lots ?? []} path={FORM} />
        </section>
      )}
    </div>
  );
}
