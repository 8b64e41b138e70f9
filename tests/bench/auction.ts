// Issue 13 (decision 0028, "Performance"): one hot lot. Bid acceptance p50/p99 and accepted bids/s with 50
// concurrent bidders on nextland's REST route (target p99 < 300 ms); an accepted bid → its live update at a
// graphql-ws client connected through the web server and the BFF (target p99 < 500 ms); 1,000 clients
// subscribed to the lot, counting the updates any of them missed (target 0). The lot and the bidders are
// written into the scratch database (PostgreSQL only, as the buying figures).
import type pg from 'pg';
import WebSocket from 'ws';
import { createBuyers, openBenchDb } from './buying-db.js';
import { nextlandCpu, postLight, rest } from './buying-http.js';

export const AUCTION_TITLE = '== Auctions (issue 13): one hot lot, bidding and live updates ==';
const BID_P99_TARGET_MS = 300;
const UPDATE_P99_TARGET_MS = 500;
const BIDDERS = 50;
const WATCHERS = 1000;
const BID = '/nextland-customer/api/framework/v1/customer/auction/bid';

type Answer = { seq: number; minimumNextFen: number; leading: boolean };
type Update = { seq: number; bids: { seq: number }[] };

/** A lot on sale from a new seller, open for 30 days, start ¥10.00, +¥1.00. */
async function hotLot(db: pg.Client, sellerId: number): Promise<number> {
  const {
    rows: [goods],
  } = await db.query<{ id: string }>(
    `insert into goods (seller_id, title, description, price, stock, status, sale_type)
     values ($1, 'bench lot', 'bench', 1000, 1, 3, 1) returning id`,
    [sellerId],
  );
  const id = Number(goods?.id);
  await db.query(
    `insert into auction_lots (goods_id, start_price, increment, current_price, starts_at, ends_at, status)
     values ($1, 1000, 100, 1000, now() - interval '1 hour', now() + interval '30 days', 1)`,
    [id],
  );
  return id;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), n: sorted.length };
}

const verdict = (value: number, target: number) =>
  `${(value / target).toFixed(2)}x of target (< ${target} ms): ${value < target ? 'meets' : 'MISSES'}`;

/** A graphql-transport-ws client (the protocol graphql-ws speaks) subscribed to the lot's updates. */
function watch(wsUrl: string, goodsId: number, onUpdate: (update: Update, at: number) => void) {
  const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        type: string;
        payload?: { data?: { auctionLot: Update } };
      };
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: {
              query: `subscription { auctionLot(goodsId: "${goodsId}") { seq bids { seq } } }`,
            },
          }),
        );
        resolve();
      } else if (message.type === 'next' && message.payload?.data) {
        onUpdate(message.payload.data.auctionLot, performance.now());
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
  });
  return { ready, close: () => socket.close() };
}

/** 50 bidders at once, each bidding a little above the last minimum it saw, for `seconds`. */
async function hotBidding(nextlandUrl: string, tokens: string[], goodsId: number, seconds: number) {
  const times: number[] = [];
  const acceptedTimes: number[] = [];
  let accepted = 0;
  let refused = 0;
  let minimum = 1000;
  const cpu = nextlandCpu(nextlandUrl);
  const cpuBefore = cpu();
  const until = performance.now() + seconds * 1000;
  const ownCpu = process.cpuUsage();
  await Promise.all(
    tokens.map(async (token, i) => {
      let round = 0;
      while (performance.now() < until) {
        round += 1;
        // A maximum 0–19 increments above the last minimum this bidder heard of: the others' bids may have
        // moved it meanwhile (then refused as stale), else accepted (leading, or answered by a proxy).
        const maxFen = minimum + ((i * 7 + round * 13) % 20) * 100;
        const reply = await postLight<Answer>(nextlandUrl, token, `${BID}/${goodsId}`, { maxFen });
        times.push(reply.ms);
        if (reply.status === 200) {
          accepted += 1;
          acceptedTimes.push(reply.ms);
          minimum = Math.max(minimum, reply.data.minimumNextFen);
        } else if (reply.status === 409) {
          refused += 1;
          const data = reply.data as unknown as { minimumFen?: number } | null;
          if (data?.minimumFen) minimum = Math.max(minimum, data.minimumFen);
        } else {
          throw new Error(`bid: HTTP ${reply.status} ${reply.msg}`);
        }
      }
    }),
  );
  // The load generator shares nextland's core (run.ts pins both): what it costs is printed beside nextland's.
  const spent = process.cpuUsage(ownCpu);
  const clientCpuPerAnswer = times.length === 0 ? null : (spent.user + spent.system) / 1000 / times.length;
  const cpuAfter = cpu();
  const cpuPerAnswer =
    cpuBefore === null || cpuAfter === null || times.length === 0
      ? null
      : (cpuAfter - cpuBefore) / times.length;
  return {
    ...summary(times),
    acceptedOnly: summary(acceptedTimes),
    accepted,
    refused,
    perSecond: accepted / seconds,
    cpuPerAnswer,
    clientCpuPerAnswer,
  };
}

/** Sequential bids by two bidders taking turns; each timed to the update of its `seq` at one watcher. */
async function updateLatency(
  nextlandUrl: string,
  wsUrl: string,
  tokens: [string, string],
  goodsId: number,
  samples: number,
) {
  // An update may come before the bid's answer does: arrivals are kept, waiters told.
  const arrivals = new Map<number, number>();
  const waiting = new Map<number, (at: number) => void>();
  const watcher = watch(wsUrl, goodsId, (update, at) => {
    for (const row of update.bids) {
      arrivals.set(row.seq, at);
      waiting.get(row.seq)?.(at);
    }
  });
  await watcher.ready;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const fromSend: number[] = [];
  const fromReply: number[] = [];
  const answers: number[] = [];
  let next = 1000;
  try {
    for (let i = 0; fromSend.length < samples && i < samples * 2; i++) {
      const sent = performance.now();
      const reply = await rest<Answer>(nextlandUrl, tokens[i % 2] ?? '', `${BID}/${goodsId}`, {
        maxFen: next,
      });
      const replied = performance.now();
      if (reply.status !== 200) {
        next = (reply.data as unknown as { minimumFen?: number } | null)?.minimumFen ?? next + 100;
        continue;
      }
      next = reply.data.minimumNextFen;
      answers.push(reply.ms);
      const seq = reply.data.seq;
      const at =
        arrivals.get(seq) ??
        (await new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no update for seq ${seq} within 5 s`)), 5000);
          waiting.set(seq, (when) => {
            clearTimeout(timer);
            resolve(when);
          });
        }));
      waiting.delete(seq);
      fromSend.push(at - sent);
      fromReply.push(Math.max(0, at - replied));
    }
  } finally {
    watcher.close();
  }
  return { fromSend: summary(fromSend), fromReply: summary(fromReply), answer: summary(answers) };
}

/** 1,000 sockets on the lot; `bids` bids; how many updates each socket missed. */
async function fanOut(
  nextlandUrl: string,
  wsUrl: string,
  tokens: [string, string],
  goodsId: number,
  bids: number,
) {
  const seen = Array.from({ length: WATCHERS }, () => new Set<number>());
  const watchers = [];
  for (let i = 0; i < WATCHERS; i++) {
    const set = seen[i] as Set<number>;
    watchers.push(
      watch(wsUrl, goodsId, (update) => {
        for (const row of update.bids) set.add(row.seq);
      }),
    );
  }
  try {
    await Promise.all(watchers.map((w) => w.ready));
    // Subscriptions start asynchronously after the ack: a moment for the last ones.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const seqs: number[] = [];
    let next = 1000;
    for (let i = 0; seqs.length < bids && i < bids * 3; i++) {
      const reply = await rest<Answer>(nextlandUrl, tokens[i % 2] ?? '', `${BID}/${goodsId}`, {
        maxFen: next,
      });
      if (reply.status === 200) {
        seqs.push(reply.data.seq);
        next = reply.data.minimumNextFen;
      } else {
        next = (reply.data as unknown as { minimumFen?: number } | null)?.minimumFen ?? next + 100;
      }
    }
    const last = seqs.at(-1) ?? 0;
    const settle = performance.now() + 15_000;
    while (performance.now() < settle && !seen.every((set) => set.has(last))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let dropped = 0;
    for (const set of seen) for (const seq of seqs) if (!set.has(seq)) dropped += 1;
    return { updates: seqs.length, dropped };
  } finally {
    for (const w of watchers) w.close();
  }
}

export async function benchAuction(options: {
  nextlandUrl: string;
  webUrl: string;
  databaseUrl: string | null;
  seconds: number;
}): Promise<string[]> {
  if (!options.databaseUrl)
    return [AUCTION_TITLE, 'skipped: needs PostgreSQL (BENCH_POSTGRES_URL / TEST_POSTGRES_URL)'];
  const db = await openBenchDb(options.databaseUrl);
  const wsUrl = `${options.webUrl.replace(/^http/, 'ws')}/graphql`;
  try {
    const [seller, ...bidders] = await createBuyers(db.client, BIDDERS + 1, 'au');
    if (!seller) throw new Error('no seller');
    const tokens = bidders.map((b) => b.token);
    const pair = [tokens[0] ?? '', tokens[1] ?? ''] as [string, string];

    const hot = await hotBidding(
      options.nextlandUrl,
      tokens,
      await hotLot(db.client, seller.id),
      options.seconds,
    );
    const latency = await updateLatency(
      options.nextlandUrl,
      wsUrl,
      pair,
      await hotLot(db.client, seller.id),
      200,
    );
    const fan = await fanOut(options.nextlandUrl, wsUrl, pair, await hotLot(db.client, seller.id), 50);
    return [
      AUCTION_TITLE,
      `-- ${BIDDERS} bidders at once on one lot for ${options.seconds} s (nextland REST, node:http kept-alive sockets) --`,
      `bid answer p50 ${hot.p50.toFixed(1)} ms  p99 ${hot.p99.toFixed(1)} ms  (${hot.n} bids: ` +
        `${hot.accepted} accepted, ${hot.refused} refused as stale)  | p99 ${verdict(hot.p99, BID_P99_TARGET_MS)}`,
      `accepted bids alone: p50 ${hot.acceptedOnly.p50.toFixed(1)} ms  p99 ${hot.acceptedOnly.p99.toFixed(1)} ms`,
      `accepted bids/s ${hot.perSecond.toFixed(0)}; all answers/s ${(hot.n / options.seconds).toFixed(0)}; ` +
        `nextland CPU ${hot.cpuPerAnswer === null ? 'unknown' : `${hot.cpuPerAnswer.toFixed(1)} ms`} per answer; ` +
        `the bidders' (this process, on nextland's core) ${hot.clientCpuPerAnswer?.toFixed(2) ?? 'unknown'} ms`,
      `one bidder at a time (nobody to wait for): bid answer p50 ${latency.answer.p50.toFixed(1)} ms` +
        `  p99 ${latency.answer.p99.toFixed(1)} ms`,
      `-- accepted bid → its update at a graphql-ws client through web and BFF (${latency.fromSend.n} bids, one at a time) --`,
      `from sending the bid  p50 ${latency.fromSend.p50.toFixed(1)} ms  p99 ${latency.fromSend.p99.toFixed(1)} ms` +
        `  | p99 ${verdict(latency.fromSend.p99, UPDATE_P99_TARGET_MS)}`,
      `from its answer       p50 ${latency.fromReply.p50.toFixed(1)} ms  p99 ${latency.fromReply.p99.toFixed(1)} ms` +
        '  (outbox pickup, event stream, BFF, web relay)',
      `-- ${WATCHERS.toLocaleString('en')} clients subscribed to one lot through web and BFF --`,
      `updates ${fan.updates} × ${WATCHERS} clients, dropped ${fan.dropped}  | target 0: ${fan.dropped === 0 ? 'meets' : 'MISSES'}`,
    ];
  } finally {
    await db.close();
  }
}
