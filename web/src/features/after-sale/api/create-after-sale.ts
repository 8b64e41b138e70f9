import { graphql } from '../../../graphql/generated';

/** The buyer asks for a refund, or a return and refund, on lines of an order. */
export const CreateAfterSaleMutation = graphql(`
  mutation CreateAfterSale($input: CreateAfterSaleInput!) {
    createAfterSale(input: $input) {
      afterSale {
        ...AfterSaleFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
