// What other modules use of settlement: the commission rule (a forfeited auction deposit is settled with it).
export { commissionFen } from './commission.js';
