// The API suite on the embedded PGlite, in memory: what developers and CI always run.
import { createDatabase } from '../db/client.js';
import { describeApiSuite } from './api-suite.js';

describeApiSuite('nextland API on PGlite (memory://)', async () => ({
  database: await createDatabase({ pgliteDir: 'memory://' }),
  drop: async () => {},
}));
