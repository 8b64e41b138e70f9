// Every table, for drizzle-kit and for the typed client. Tables live with their domain module.

export { addresses } from '../modules/address/schema.js';
export {
  afterSaleEvents,
  afterSaleLines,
  afterSalePhotos,
  afterSales,
} from '../modules/after-sale/schema.js';
export { auctionDrafts, bids, deposits, lotBidders } from '../modules/auction/schema.js';
export { bankCards } from '../modules/bank-card/schema.js';
export { cartLines } from '../modules/cart/schema.js';
export { categories } from '../modules/category/schema.js';
export { customers } from '../modules/customer/schema.js';
export { expressEntries } from '../modules/express/schema.js';
export { auctionLots, goods, goodsImages, goodsTranslations } from '../modules/goods/schema.js';
export { ledgerEntries } from '../modules/ledger/schema.js';
export { libraryItems } from '../modules/library/schema.js';
export { messages } from '../modules/message/schema.js';
export { orderEvents, orderLines, orderNumbers, orders } from '../modules/order/schema.js';
export { checkouts, paymentNotifications, payments } from '../modules/purchase/schema.js';
export { collects, likes } from '../modules/reaction/schema.js';
export { refunds } from '../modules/refund/schema.js';
export { reviews } from '../modules/review/schema.js';
export { refreshTokens, sessions } from '../modules/session/schema.js';
export { payoutCardNotices, payouts, settlements } from '../modules/settlement/schema.js';
export { smsCodes } from '../modules/sms/schema.js';
export { uploads } from '../modules/upload/schema.js';
export { verifications } from '../modules/verification/schema.js';
export { workImages, works, workTranslations } from '../modules/work/schema.js';
export { wxStandinCodes } from '../modules/wx-standin/schema.js';
