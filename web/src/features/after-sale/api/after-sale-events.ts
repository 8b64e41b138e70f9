import { graphql } from '../../../graphql/generated';

/** Live: the viewer's requests as they change, as buyer or seller (the whole request, for the cache). */
export const AfterSaleEventsSubscription = graphql(`
  subscription AfterSaleEvents {
    afterSaleEvents {
      role
      afterSale {
        ...AfterSaleFields
      }
    }
  }
`);
