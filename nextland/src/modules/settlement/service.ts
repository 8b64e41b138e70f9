// What other modules use of settlement: a forfeited auction deposit is settled through it.
export { settleForfeit } from './forfeit.js';
