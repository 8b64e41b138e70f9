import { graphql } from '../../../graphql/generated';

/** What the confirm page shows of a priced checkout. */
export const CheckoutPreviewFieldsFragment = graphql(`
  fragment CheckoutPreviewFields on CheckoutPreview {
    itemsTotal {
      amount
      currency
    }
    postage {
      amount
      currency
    }
    total {
      amount
      currency
    }
    problems {
      itemId
      code
      message
    }
    sellers {
      seller {
        id
        nickname
      }
      itemsTotal {
        amount
        currency
      }
      postage {
        amount
        currency
      }
      freeShipping
      total {
        amount
        currency
      }
      lines {
        itemId
        kind
        title
        cover {
          url
          width
          height
          alt
        }
        unitPrice {
          amount
          currency
        }
        quantity
        itemsTotal {
          amount
          currency
        }
      }
    }
  }
`);
