// When the test databases are seeded: three days before the tests run, always. The demo lots' times are set
// from it, so a seed of that age has lots that closed since (whose timers the start-up sweep queues) and lots
// still open; a fixed date instead aged every day, closing more of the catalogue's lots each day until the
// catalogue cases ran short of goods on sale.
const SEED_AGE_MS = 3 * 24 * 60 * 60 * 1000;

export const testSeedNow = (): Date => new Date(Date.now() - SEED_AGE_MS);
