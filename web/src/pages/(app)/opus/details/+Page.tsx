// https://vike.dev/Page

import { useData } from 'vike-react/useData';
import { WorkPurchase } from '../../../../features/cart/components/work-purchase.js';
import { WorkDetails } from '../../../../features/opus/components/work-details.js';
import { ItemReviews } from '../../../../features/review/components/item-reviews.js';
import { CatalogueSlots } from '../../catalogue-slots.js';
import type { Data } from './+data.js';

export function Page() {
  const { id } = useData<Data>();
  return (
    <CatalogueSlots>
      <WorkDetails
        id={id}
        purchase={(work) => <WorkPurchase work={work} />}
        reviews={<ItemReviews kind="OPUS" id={id} />}
      />
    </CatalogueSlots>
  );
}
