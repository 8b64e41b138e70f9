// LISTEN for the NOTIFY that `enqueue` sends inside its transaction: PostgreSQL delivers it only on commit,
// to every listening process (https://www.postgresql.org/docs/current/sql-notify.html); PGlite delivers it to
// the listeners of its one instance the same way.
import pg from 'pg';
import type { JobsConnection } from '../../db/client.js';
import { JOBS_CHANNEL } from './queue.js';

export type WakeUpListener = { close(): Promise<void> };

/** Calls `onWake(queueName)` whenever a job is committed; `onError` hears a lost PostgreSQL connection. */
export async function listenForJobs(
  connection: JobsConnection,
  onWake: (queueName: string) => void,
  onError: (error: Error) => void,
): Promise<WakeUpListener> {
  if (connection.kind === 'pglite') {
    const unlisten = await connection.client.listen(JOBS_CHANNEL, onWake);
    return { close: () => unlisten() };
  }
  return listenOnPostgres(connection.connectionString, onWake, onError);
}

/**
 * One dedicated connection per process. If it drops, polling still runs every job (only later), and a new
 * connection is tried after a pause.
 */
async function listenOnPostgres(
  connectionString: string,
  onWake: (queueName: string) => void,
  onError: (error: Error) => void,
): Promise<WakeUpListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'nextland-jobs-listen' });
    next.on('notification', (message) => {
      if (message.channel === JOBS_CHANNEL) onWake(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${JOBS_CHANNEL}`);
    client = next;
  };
  const reconnectLater = () => {
    client?.end().catch(() => {});
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        onError(error);
        reconnectLater();
      });
    }, 5_000);
    retry.unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
