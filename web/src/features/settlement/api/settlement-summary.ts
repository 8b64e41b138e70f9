import { graphql } from '../../../graphql/generated';

/** The viewer's settlement totals and whether payouts have a card to go to. */
export const SettlementSummaryQuery = graphql(`
  query SettlementSummary {
    mySettlementSummary {
      pending {
        amount
        currency
      }
      pendingCount
      paid {
        amount
        currency
      }
      paidCount
      incoming {
        amount
        currency
      }
      rateBasisPoints
      hasDefaultCard
    }
  }
`);
