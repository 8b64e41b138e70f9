import { graphql } from '../../../graphql/generated';

export const SendSmsCodeMutation = graphql(`
  mutation SendSmsCode($phone: String!) {
    sendSmsCode(phone: $phone) {
      resendIn
      expiresIn
      userErrors {
        field
        code
        message
        retryAfter
      }
    }
  }
`);
