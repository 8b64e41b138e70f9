import { graphql } from '../../../graphql/generated';

/** What the cart page shows, and what every cart mutation answers with (so the cached cart stays whole). */
export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    kind
    lineCount
    selectedCount
    hasChanges
    selectedTotal {
      amount
      currency
    }
    sellers {
      sellerId
      sellerNickname
      subtotal {
        amount
        currency
      }
      lines {
        id
        kind
        itemId
        title
        lang
        translated
        cover {
          url
          width
          height
          alt
        }
        quantity
        price {
          amount
          currency
        }
        priceSeen {
          amount
          currency
        }
        stock
        available
        priceChanged
        stockChanged
        statusChanged
        selected
        lineTotal {
          amount
          currency
        }
      }
    }
  }
`);
