// Upstreams that die or hang under load, seen through the web: clear errors (502/503/504 or a GraphQL
// UPSTREAM_* code, never a 500 or a hang), pages that say so and are not cached, and recovery without
// restarting the tiers in front.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { englishGoodsPage, graphqlGoodsPage, uncachedGoodsPage } from './support/calls.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { record, rounded } from './support/figures.js';
import { type Outcome, startLoad, tally, waitFor } from './support/load.js';
import { type Service, startOne } from './support/services.js';

const databases: FaultDatabase[] = [];
const services: Service[] = [];
afterAll(async () => {
  for (const service of services.reverse()) await service.stop();
  for (const database of databases) await database.drop();
});

/** A clear failure: the gateway says what happened, or GraphQL names an upstream code. */
function clearFailure(outcome: Outcome): boolean {
  if (['status 502', 'status 503', 'status 504'].includes(outcome.result)) return true;
  return outcome.result === 'status 200' && (outcome.graphqlCode ?? '').startsWith('UPSTREAM_');
}
const success = (outcome: Outcome) => outcome.result === 'status 200' && !outcome.graphqlCode;
const PAGE = englishGoodsPage.path;
const mixed = (index: number) =>
  [englishGoodsPage, graphqlGoodsPage, uncachedGoodsPage(index)][index % 3] ?? englishGoodsPage;
const uncached = (outcome: Outcome) => outcome.path.startsWith(`${PAGE}?visit=`);
/**
 * While an upstream is out: GraphQL and pages the render cache does not hold fail clearly (a page is the
 * 503 "temporarily unavailable" page); a cached page is the last good render (stale-while-revalidate).
 */
const acceptableWhileOut = (outcome: Outcome) =>
  clearFailure(outcome) || (outcome.path === PAGE && success(outcome));

async function stack(label: string, webEnv: Record<string, string> = {}) {
  const database = await createFaultDatabase(label);
  databases.push(database);
  const nextland = await startOne('nextland', database.env);
  const bff = await startOne('bff', { NEXTLAND_URL: nextland.url });
  const web = await startOne('web', { NEXTLAND_URL: nextland.url, BFF_URL: bff.url, ...webEnv });
  services.push(nextland, bff, web);
  return { database, nextland, bff, web };
}

describe.sequential('upstream faults', () => {
  it('nextland killed and restarted under load: clear errors, then recovery with the BFF and web untouched', async () => {
    const { database, nextland, bff, web } = await stack('upstream-kill');
    const load = startLoad(web.url, 10, mixed);
    await waitFor(() => load.outcomes.filter(success).length >= 50, 60_000);
    const killedAt = nextland.signal('SIGKILL');
    await nextland.exited;
    await sleep(3_000);
    const restartAt = performance.now();
    const port = Number(new URL(nextland.url).port);
    const again = await startOne('nextland', database.env, port);
    services.push(again);
    const upAt = performance.now();
    await waitFor(() => load.outcomes.some((o) => o.sentAt > upAt && success(o)), 30_000);
    await sleep(1_000);
    const outcomes = await load.stop();

    const down = outcomes.filter((o) => o.sentAt >= killedAt && o.sentAt + o.ms < restartAt);
    const firstSuccessAfter = Math.min(
      ...outcomes.filter((o) => o.sentAt >= upAt && success(o)).map((o) => o.sentAt + o.ms),
    );
    const lastSecond = outcomes.filter((o) => o.sentAt > firstSuccessAfter + 200);
    record('nextland SIGKILL, restarted after 3 s; 10 clients on the web (pages + /graphql)', {
      whileDown: tally(down),
      cachedPagesWhileDown: tally(down.filter((o) => o.path === PAGE)),
      uncachedPagesWhileDown: tally(down.filter(uncached)),
      slowestWhileDownMs: rounded(Math.max(...down.map((o) => o.ms))),
      nextlandStartMs: rounded(upAt - restartAt),
      recoveredAfterReadyMs: rounded(firstSuccessAfter - upAt),
      afterRecovery: tally(lastSecond),
      bffAndWebRestarted: bff.child.exitCode !== null || web.child.exitCode !== null,
    });
    expect(down.length).toBeGreaterThan(0);
    expect(down.filter((o) => !acceptableWhileOut(o))).toEqual([]);
    expect(down.filter((o) => o.path !== PAGE && !clearFailure(o))).toEqual([]);
    expect(down.filter(uncached).length).toBeGreaterThan(0);
    expect(Math.max(...down.map((o) => o.ms))).toBeLessThan(5_000);
    expect(lastSecond.filter((o) => !success(o))).toEqual([]);
    expect(bff.child.exitCode).toBeNull();
    expect(web.child.exitCode).toBeNull();
  });

  it('a stalled BFF (SIGSTOP): the web answers within its timeout, and recovers on SIGCONT', async () => {
    const { bff, web } = await stack('upstream-stall', { WEB_BFF_TIMEOUT_MS: '2000' });
    const load = startLoad(web.url, 10, mixed);
    await waitFor(() => load.outcomes.filter(success).length >= 50, 60_000);
    const stalledAt = bff.signal('SIGSTOP');
    await sleep(5_000);
    const resumedAt = bff.signal('SIGCONT');
    await waitFor(() => load.outcomes.some((o) => o.sentAt > resumedAt && success(o)), 20_000);
    await sleep(1_000);
    const outcomes = await load.stop();
    const stalled = outcomes.filter((o) => o.sentAt >= stalledAt && o.sentAt < resumedAt - 2_500);
    const recovered = Math.min(
      ...outcomes.filter((o) => o.sentAt > resumedAt && success(o)).map((o) => o.sentAt + o.ms),
    );
    record('BFF stalled 5 s (SIGSTOP), web timeout 2 s, 10 clients', {
      whileStalled: tally(stalled),
      cachedPagesWhileStalled: tally(stalled.filter((o) => o.path === PAGE)),
      uncachedPagesWhileStalled: tally(stalled.filter(uncached)),
      slowestWhileStalledMs: rounded(Math.max(...stalled.map((o) => o.ms))),
      recoveredAfterResumeMs: rounded(recovered - resumedAt),
    });
    expect(stalled.length).toBeGreaterThan(0);
    expect(stalled.filter((o) => !acceptableWhileOut(o))).toEqual([]);
    expect(stalled.filter((o) => o.path !== PAGE && !clearFailure(o))).toEqual([]);
    expect(stalled.filter(uncached).length).toBeGreaterThan(0);
    // The web's bound (2 s) plus undici's coarse timer and the render: never the old 30-300 s.
    expect(Math.max(...stalled.map((o) => o.ms))).toBeLessThan(4_500);
    expect(web.child.exitCode).toBeNull();
  });
});
