// Where the auction routes live (the BFF's REST client names the same paths).
export const AUCTION_SITE = '/nextland-site/api/framework/v1/site/auction';
export const AUCTION_CUSTOMER = '/nextland-customer/api/framework/v1/customer/auction';
