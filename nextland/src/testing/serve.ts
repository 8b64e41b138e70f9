// The test nextland as its own process (issue 25): the BFF's test run forks this file, so PGlite's queries run
// on this process's thread instead of vitest's main thread, which also coordinates the test workers. It starts
// the app (start.ts), sends the parent what tests need over IPC, and stops on SIGTERM or when the parent goes.
import { startTestNextland } from './start.js';

const nextland = await startTestNextland();
const { url, clientId, clientSecret, demo } = nextland;
process.send?.({ url, clientId, clientSecret, demo });

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await nextland.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
// The parent died without stopping us: its IPC channel closes.
process.on('disconnect', stop);
