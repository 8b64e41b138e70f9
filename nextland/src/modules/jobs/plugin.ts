// https://fastify.dev/docs/latest/Reference/Hooks/#onready — the job runner as part of the app's life: started with
// it, stopped (running jobs finished or handed back for a retry) before the database closes.
import type { FastifyInstance } from 'fastify';
import type { JobsConnection } from '../../db/client.js';
import type { AnyJobWorker } from './queue.js';
import { JobRunner } from './runner.js';

/** What tests and the dev route may ask of the running queue. */
export type Jobs = Pick<JobRunner, 'drain'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every due job to completion (API tests wait for messages with it instead of sleeping). */
    jobs: Jobs;
  }
}

export type JobsOptions = {
  connection: JobsConnection;
  workers: AnyJobWorker[];
  pollIntervalMs: number;
  /** False never starts the runner (an app built only to describe its routes); default true. */
  start?: boolean;
  /** Called after the runner stopped, e.g. to close the event bus its handlers publish to. */
  afterStop?: () => Promise<void>;
};

export async function registerJobs(app: FastifyInstance, options: JobsOptions): Promise<void> {
  const runner = new JobRunner({
    connection: options.connection,
    workers: options.workers,
    pollIntervalMs: options.pollIntervalMs,
    logger: app.log,
  });
  app.decorate('jobs', runner);
  // Started once every route is registered (listen, ready or the first inject), so a failed build leaves nothing running.
  if (options.start !== false) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop();
    await options.afterStop?.();
  });
}
