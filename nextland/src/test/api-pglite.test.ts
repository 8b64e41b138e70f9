// The API suite on the embedded PGlite, in memory: what developers and CI always run.
import { describeApiSuite } from './api-suite.js';
import { driverNamed } from './describe-on-drivers.js';

describeApiSuite('nextland API on PGlite (memory://)', () => driverNamed('PGlite').open('seeded', 'api'));
