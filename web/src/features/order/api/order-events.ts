import { graphql } from '../../../graphql/generated';

/** Live: the viewer's orders as they are made or change, as buyer or seller (the whole order, for the cache). */
export const OrderEventsSubscription = graphql(`
  subscription OrderEvents {
    orderEvents {
      type
      role
      order {
        ...OrderDetailFields
      }
    }
  }
`);
