// `npm run db:seed -w nextland`: migrates, then seeds the demo catalogue if the database is empty.
import { loadConfig } from '../../config.js';
import { createDatabase } from '../client.js';
import { seedIfEmpty } from './seed.js';

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
} finally {
  await database.close();
}
