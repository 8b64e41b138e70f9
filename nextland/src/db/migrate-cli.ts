// `npm run db:migrate -w nextland`: applies pending migrations to DATABASE_URL or the embedded PGlite.
import { loadConfig } from '../config.js';
import { createDatabase } from './client.js';

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  console.log(`nextland: migrations applied (${database.driver})`);
} finally {
  await database.close();
}
