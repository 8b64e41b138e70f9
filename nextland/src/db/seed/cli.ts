// `npm run db:seed`: migrates, then seeds the demo catalogue if the database is empty.
// `npm run db:seed -- --goods N` then adds generated goods until the catalogue holds N (benchmarks, EXPLAIN).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { createDatabase } from '../client.js';
import { seedBulkGoods } from './bulk-goods.js';
import { seedIfEmpty } from './seed.js';

const { values } = parseArgs({ options: { goods: { type: 'string' } } });
const targetGoods = values.goods === undefined ? undefined : Number(values.goods);
if (targetGoods !== undefined && !(Number.isSafeInteger(targetGoods) && targetGoods >= 0)) {
  console.error(`nextland: --goods needs a whole number, got "${values.goods}"`);
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  const started = performance.now();
  const result = await seedIfEmpty(database.db, { filesDir: config.filesDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    result.seeded
      ? `nextland: seeded ${result.sellers} sellers, ${result.goods} goods, ${result.images} images, ${result.files} files in ${seconds}s (${database.driver})`
      : 'nextland: database already has a catalogue; nothing to seed',
  );
  if (targetGoods !== undefined) {
    const bulk = await seedBulkGoods(database.db, targetGoods);
    console.log(
      bulk.added > 0
        ? `nextland: added ${bulk.added} goods (${bulk.before} before) in ${bulk.seconds.toFixed(1)}s`
        : `nextland: already ${bulk.before} goods (>= ${targetGoods}); nothing to add`,
    );
  }
} finally {
  await database.close();
}
