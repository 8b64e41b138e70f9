// https://vike.dev/Page

import { Config } from 'vike-react/Config';
import { useData } from 'vike-react/useData';
import { OpusList } from '../../../features/opus/components/opus-list.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { CatalogueSlots } from '../catalogue-slots.js';
import type { Data } from './+data.js';

export function Page() {
  const { filters } = useData<Data>();
  const t = useFixedT('opus');
  return (
    <>
      <Config title={t('list.title')} description={t('list.description')} />
      {/* A new filter set is a new list: paging state starts over. */}
      <CatalogueSlots>
        <OpusList key={JSON.stringify(filters)} filters={filters} />
      </CatalogueSlots>
    </>
  );
}
