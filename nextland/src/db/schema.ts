// Every table, for drizzle-kit and for the typed client. Tables live with their domain module.
export { categories } from '../modules/category/schema.js';
export { customers } from '../modules/customer/schema.js';
export { auctionLots, goods, goodsImages } from '../modules/goods/schema.js';
