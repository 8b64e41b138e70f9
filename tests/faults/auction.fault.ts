// nextland killed (SIGKILL) while bidders storm one lot, three times (decision 0028 §2): every bid nextland
// acknowledged is still there after the restarts (its bidder's maximum at least what was acknowledged, its
// sequence number in the history), the history is gapless and strictly rising, the leader holds the highest
// maximum, and sending an acknowledged bid again after the restart is refused and adds nothing. Then the end
// passes while nextland is down, and on start it closes the lot for that leader.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { nextlandAuthorization } from './support/calls.js';
import { createFaultDatabase, type FaultDatabase } from './support/database.js';
import { record } from './support/figures.js';
import { waitFor } from './support/load.js';
import { accessToken, demoAccounts, REDIRECT_ORIGIN } from './support/login.js';
import { type Service, startOne } from './support/services.js';
import { withDatabase } from './support/sql.js';

const BID = '/nextland-customer/api/framework/v1/customer/auction/bid';
const ROUNDS = 3;

const databases: FaultDatabase[] = [];
const services: Service[] = [];
afterAll(async () => {
  for (const service of services) await service.stop();
  for (const database of databases) await database.drop();
});

type Answer = { code: number; data: { seq: number; minimumNextFen: number; minimumFen?: number } };
type Acknowledged = { bidder: string; maxFen: number; seq: number };

async function bid(url: string, token: string, goodsId: number, maxFen: number) {
  const response = await fetch(new URL(`${BID}/${goodsId}`, url), {
    method: 'POST',
    headers: {
      authorization: nextlandAuthorization,
      'ft-auth': `bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ maxFen }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/**
 * One demo auction lot not sold by any of `bidders`, opened for bidding for a day from now (the seed's lots
 * start and end at random times): its goods id, and the history's sequence number before the storm.
 */
const OPEN_LOT = `
  WITH chosen AS (
    SELECT l.id FROM auction_lots l JOIN goods g ON g.id = l.goods_id
    WHERE g.sale_type = 1 AND g.status = 3 AND g.deleted_at IS NULL AND NOT (g.seller_id = ANY($1::bigint[]))
    ORDER BY l.id LIMIT 1)
  UPDATE auction_lots l SET status = 1, reserve_fen = NULL, starts_at = now() - interval '1 hour', ends_at = now() + interval '1 day'
  FROM chosen WHERE l.id = chosen.id
  RETURNING l.id AS "lotId", l.goods_id::int AS "goodsId", l.seq::int AS seq`;

/**
 * Each bidder bids a little above the least it last heard it may bid, until the kill; a refusal (outbid
 * meanwhile, or already leading higher) tells it the new least. Answers after the kill are not acknowledged.
 */
async function bidUntilKilled(
  service: Service,
  bidders: readonly { id: string; token: string }[],
  goodsId: number,
  startFen: number,
  killDelayMs: number,
) {
  const acknowledged: Acknowledged[] = [];
  let refused = 0;
  let busy = 0;
  let bidding = true;
  const loops = bidders.map(async (bidder, i) => {
    let least = startFen;
    while (bidding) {
      const maxFen = least + (i + 1) * 100;
      let answer: Awaited<ReturnType<typeof bid>>;
      try {
        answer = await bid(service.url, bidder.token, goodsId, maxFen);
      } catch (error) {
        if (bidding) throw error;
        return; // killed mid-request: not acknowledged
      }
      if (answer.status === 200) {
        acknowledged.push({ bidder: bidder.id, maxFen, seq: answer.body.data.seq });
        least = Math.max(least, answer.body.data.minimumNextFen, maxFen + 100);
      } else if (answer.status === 409) {
        refused += 1;
        least = Math.max(least + 100, answer.body.data?.minimumFen ?? 0);
      } else if (answer.status === 503) busy += 1;
      else throw new Error(`bid answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  });
  await waitFor(() => acknowledged.length >= 5, 120_000);
  await sleep(killDelayMs);
  bidding = false;
  service.signal('SIGKILL');
  await service.exited;
  await Promise.all(loops);
  return { acknowledged, refused, busy };
}

describe('auction faults', () => {
  it('killed during bidding: no acknowledged bid lost, none accepted twice, the history gapless', async () => {
    const database = await createFaultDatabase('auction-kill');
    databases.push(database);
    const env = { ...database.env, WX_REDIRECT_ORIGINS: REDIRECT_ORIGIN };
    const start = async () => {
      const service = await startOne('nextland', env);
      services.push(service);
      return service;
    };
    let service = await start();
    const accounts = (await demoAccounts(service.url)).slice(0, 4);
    const bidders = [];
    for (const id of accounts) {
      const token = await accessToken(service.url, id);
      if (!token) throw new Error(`demo account ${id} could not log in`);
      bidders.push({ id, token });
    }
    expect(bidders.length).toBeGreaterThanOrEqual(2);
    const [lot] = await withDatabase(database, service, (query) =>
      query<{ lotId: number; goodsId: number; seq: number }>(OPEN_LOT, [accounts]),
    );
    if (!lot) throw new Error('the seed has no auction lot the demo bidders do not sell');

    const acknowledged: Acknowledged[] = [];
    let refused = 0;
    let busy = 0;
    let startFen = 100;
    for (let round = 0; round < ROUNDS; round += 1) {
      const outcome = await bidUntilKilled(await start(), bidders, lot.goodsId, startFen, 30 + round * 120);
      acknowledged.push(...outcome.acknowledged);
      refused += outcome.refused;
      busy += outcome.busy;
      startFen = Math.max(startFen, ...outcome.acknowledged.map((a) => a.maxFen));
    }

    // Sending the last acknowledged bid again: refused (its bidder already holds that maximum, or was outbid
    // above it), and the history does not move.
    const last = acknowledged.at(-1);
    if (!last) throw new Error('no bid was acknowledged before the kills');
    service = await start();
    const token = bidders.find((b) => b.id === last.bidder)?.token ?? '';
    const replay = await bid(service.url, token, lot.goodsId, last.maxFen);
    expect(replay.status).toBe(409);

    const found = await withDatabase(database, service, async (query) => ({
      lot: await query<{ seq: number; leaderId: string; leaderMaxFen: number; priceFen: number }>(
        `SELECT seq::int, leader_id::text AS "leaderId", leader_max_fen::int AS "leaderMaxFen",
           current_price::int AS "priceFen" FROM auction_lots WHERE id = $1`,
        [lot.lotId],
      ),
      bids: await query<{ seq: number; amountFen: number }>(
        'SELECT seq::int, amount_fen::int AS "amountFen" FROM bids WHERE lot_id = $1 ORDER BY seq',
        [lot.lotId],
      ),
      maxima: await query<{ bidder: string; maxFen: number }>(
        'SELECT bidder_id::text AS bidder, max_fen::int AS "maxFen" FROM lot_bidders WHERE lot_id = $1',
        [lot.lotId],
      ),
    }));
    const [after] = found.lot;
    const maxOf = new Map(found.maxima.map((row) => [row.bidder, row.maxFen]));
    const seqs = new Set(found.bids.map((row) => row.seq));
    const lost = acknowledged.filter(
      (a) => (maxOf.get(a.bidder) ?? 0) < a.maxFen || !seqs.has(a.seq) || a.seq > (after?.seq ?? 0),
    );
    record('nextland killed 3× during bidding (4 bidders)', {
      acknowledged: acknowledged.length,
      refused,
      busy,
      historyRows: found.bids.length,
    });
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    // Gapless from the storm's first bid to the lot's last, strictly rising, the lot's price the last step.
    expect(found.bids.map((row) => row.seq)).toEqual(
      Array.from({ length: (after?.seq ?? 0) - lot.seq }, (_, i) => lot.seq + i + 1),
    );
    for (let i = 1; i < found.bids.length; i += 1) {
      expect(found.bids[i]?.amountFen).toBeGreaterThan(found.bids[i - 1]?.amountFen ?? 0);
    }
    expect(after?.priceFen).toBe(found.bids.at(-1)?.amountFen);
    // The leader holds the highest maximum, and the price never passes it.
    const highest = Math.max(...found.maxima.map((row) => row.maxFen));
    expect(after?.leaderMaxFen).toBe(highest);
    expect(maxOf.get(after?.leaderId ?? '')).toBe(highest);
    expect(after?.priceFen).toBeLessThanOrEqual(highest);

    // The end passes while nextland is down: on start it closes the lot with the leader of the last bid.
    await withDatabase(database, null, (query) =>
      query("UPDATE auction_lots SET ends_at = now() - interval '1 minute' WHERE id = $1", [lot.lotId]),
    );
    service = await start();
    const view = new URL(`/nextland-site/api/framework/v1/site/auction/${lot.goodsId}`, service.url);
    for (let tries = 0; ; tries += 1) {
      const answer = (await (
        await fetch(view, { headers: { authorization: nextlandAuthorization } })
      ).json()) as { code: number; data: { status: number } | null };
      if (answer.code !== 200) throw new Error(`the lot's view answered ${JSON.stringify(answer)}`);
      if (answer.data?.status !== 1) break;
      if (tries > 600) throw new Error('the lot did not close within a minute of the restart');
      await sleep(100);
    }
    const [closed] = await withDatabase(database, service, (query) =>
      query<{ status: number; leaderId: string; bids: number }>(
        `SELECT status, leader_id::text AS "leaderId", (SELECT count(*)::int FROM bids WHERE lot_id = $1) AS bids
         FROM auction_lots WHERE id = $1`,
        [lot.lotId],
      ),
    );
    expect(closed).toEqual({ status: 2, leaderId: after?.leaderId, bids: found.bids.length });
  }, 300_000);
});
