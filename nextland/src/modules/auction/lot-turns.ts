// Bids on one lot take turns inside this process (decision 0028 §2, "As built: turns"). Only the bid whose turn it
// is talks to the database about the lot, so 50 bidders on a hot lot do not all race one row: each turn is
// decided on the state the previous turn wrote (kept here while bids keep coming) and written by one statement.
// Correctness does not rest on this: the write applies only if the row is still that state, so other processes
// (or anything else writing the lot) only cost a fresh read.

/** What the turns of one lot share: the last state this process wrote, while bids keep coming. */
export type Turns<S> = { known: S | null };

type Line<S> = { tail: Promise<void>; turns: Turns<S> };

export class LotTurns<S> {
  readonly #lines = new Map<number, Line<S>>();

  /** Runs `work` after every earlier call's for `lotKey` has settled. */
  take<T>(lotKey: number, work: (turns: Turns<S>) => Promise<T>): Promise<T> {
    const line = this.#lines.get(lotKey) ?? { tail: Promise.resolve(), turns: { known: null } };
    const run = () => work(line.turns);
    const mine = line.tail.then(run, run);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    line.tail = settled;
    this.#lines.set(lotKey, line);
    // The last in line forgets the lot: a state kept after the bids stop could be stale by the next one.
    void settled.then(() => {
      if (line.tail === settled) this.#lines.delete(lotKey);
    });
    return mine;
  }
}
