// https://vike.dev/Page

import { useData } from 'vike-react/useData';
import { AuctionSlot } from '../../../../features/auction/components/auction-slot.js';
import { LotAfterBiddingSlot } from '../../../../features/auction-win/components/lot-after-bidding-slot.js';
import { BuyBox } from '../../../../features/cart/components/buy-box.js';
import { GoodsDetails } from '../../../../features/goods/components/goods-details.js';
import { ItemReviews } from '../../../../features/review/components/item-reviews.js';
import { CatalogueSlots } from '../../catalogue-slots.js';
import type { Data } from './+data.js';

export function Page() {
  const { id } = useData<Data>();
  return (
    <CatalogueSlots>
      <GoodsDetails
        id={id}
        purchase={(goods) => <BuyBox goods={goods} />}
        reviews={<ItemReviews kind="GOODS" id={id} />}
        auctionPanel={(goods, staticPanel) => (
          <AuctionSlot
            goodsId={goods.id}
            fallback={staticPanel}
            lotSlot={(lot, signedIn) => <LotAfterBiddingSlot lot={lot} signedIn={signedIn} />}
          />
        )}
      />
    </CatalogueSlots>
  );
}
