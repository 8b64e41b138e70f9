import { graphql } from '../../../graphql/generated';

/** The viewer's goods cart or works cart (decision 0023), grouped by seller. */
export const CartQuery = graphql(`
  query Cart($kind: ItemKind! = GOODS) {
    cart(kind: $kind) {
      ...CartFields
    }
  }
`);
