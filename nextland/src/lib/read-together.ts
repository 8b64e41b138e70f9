// Independent reads at once: on the pool each takes its own connection, so their round trips overlap. Inside
// a transaction there is one connection, which runs one statement at a time (node-postgres only queues a
// second one, and is deprecating that), so there they run one after another.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

type Reads = readonly (() => Promise<unknown>)[];

export async function readTogether<T extends Reads>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Answers = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers;
}
