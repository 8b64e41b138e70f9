// SIGTERM with 200 requests in flight, on each service: every request is answered or refused cleanly (503
// with Retry-After, or a refused connection: never a reset, never a 500), and the process exits 0 within 10 s.
import { afterAll, describe, expect, it } from 'vitest';
import { englishGoodsPage, graphqlGoodsPage, nextlandGoodsPage } from './support/calls.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { record, rounded } from './support/figures.js';
import { type Call, startLoad, tally, waitFor } from './support/load.js';
import { type Service, type ServiceName, startStack } from './support/services.js';

const IN_FLIGHT = 200;
const CLEAN = new Set(['status 200', 'status 503', 'error ECONNREFUSED']);

const databases: FaultDatabase[] = [];
const started: Service[] = [];

afterAll(async () => {
  for (const service of started.reverse()) await service.stop();
  for (const database of databases) await database.drop();
});

/** A stack of its own (an embedded database has one process at a time) up to the service under test. */
async function stackFor(target: ServiceName): Promise<Service> {
  const database = await createFaultDatabase(`sigterm-${target}`);
  databases.push(database);
  const stack = await startStack(database.env, target);
  started.push(...Object.values(stack));
  const service = stack[target];
  if (!service) throw new Error(`no ${target}`);
  return service;
}

async function sigtermUnderLoad(target: ServiceName, next: (index: number) => Call) {
  const service = await stackFor(target);
  const load = startLoad(service.url, IN_FLIGHT, next, { untilRefused: true });
  // The signal comes with every client waiting for an answer, however slow the machine is.
  await waitFor(() => load.outcomes.length >= IN_FLIGHT && load.inFlight() >= IN_FLIGHT * 0.9, 60_000);
  const inFlightAtSignal = load.inFlight();
  const signalAt = service.signal('SIGTERM');
  const exit = await service.exited;
  const outcomes = await load.finished;
  const before = outcomes.filter((outcome) => outcome.sentAt < signalAt);
  const figures = {
    inFlightAtSignal,
    exitCode: exit.code,
    exitMs: rounded(exit.at - signalAt),
    outcomes: tally(outcomes),
    sentBeforeSignal: tally(before),
  };
  record(`SIGTERM with ${IN_FLIGHT} in flight: ${target}`, figures);
  return { exit, signalAt, outcomes, before, inFlightAtSignal };
}

describe.sequential('SIGTERM under load', () => {
  for (const [target, next] of [
    ['nextland', () => nextlandGoodsPage],
    ['bff', () => graphqlGoodsPage],
    // Pages and the GraphQL proxy, half each.
    ['web', (index: number) => (index % 2 === 0 ? englishGoodsPage : graphqlGoodsPage)],
  ] as const) {
    it(`${target}: answers or cleanly refuses every request and exits 0 within 10 s`, async () => {
      const { exit, signalAt, outcomes, before, inFlightAtSignal } = await sigtermUnderLoad(target, next);
      expect(inFlightAtSignal).toBeGreaterThanOrEqual(IN_FLIGHT * 0.9);
      expect(exit.code).toBe(0);
      expect(exit.at - signalAt).toBeLessThan(10_000);
      expect(outcomes.filter((outcome) => !CLEAN.has(outcome.result))).toEqual([]);
      // What was sent before the signal was answered; a 503 only where the connection was not yet accepted.
      expect(before.filter((outcome) => outcome.result === 'status 200').length).toBeGreaterThan(IN_FLIGHT);
    });
  }
});
