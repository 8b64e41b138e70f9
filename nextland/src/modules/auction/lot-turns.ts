// Bids on one lot take turns inside this process (decision 0028 §2, "Turns"). Only the turn in progress
// talks to the database about the lot, so 50 bidders on a hot lot do not all race one row; and a turn takes every
// bid that came while the one before was writing (up to a bound), decides them one after another on the state
// the previous turn wrote (kept here while bids keep coming), and writes them by one statement. Correctness does
// not rest on this: the write applies only if the row is still that state, so other processes (or anything else
// writing the lot) only cost a fresh read.

/** What the turns of one lot share: the last state this process wrote, while bids keep coming. */
export type Turns<S> = { known: S | null };

/** One item's outcome in a turn: its answer, or what refused it. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** A turn's work: the outcomes of `items`, in their order. */
export type TurnWork<S, I, R> = (items: I[], turns: Turns<S>) => Promise<Outcome<R>[]>;

type Waiting<I, R> = { item: I; resolve: (value: R) => void; reject: (error: unknown) => void };

type Line<S, I, R> = { waiting: Waiting<I, R>[]; turns: Turns<S> };

export class LotTurns<S, I, R> {
  readonly #lines = new Map<number, Line<S, I, R>>();

  /** `maxBatch`: the most items one turn takes (one statement's worth). */
  constructor(private readonly maxBatch = 50) {}

  /** The state the last turn of `lotKey` wrote, while its items keep coming; else null. */
  known(lotKey: number): S | null {
    return this.#lines.get(lotKey)?.turns.known ?? null;
  }

  /**
   * Queues `item` for `lotKey`'s next turn and answers its outcome. Turns of one lot run one after another,
   * each on every item waiting when it starts, in arrival order; other lots' turns run beside them. The line
   * that starts the turns runs them with its `work`.
   */
  take(lotKey: number, item: I, work: TurnWork<S, I, R>): Promise<R> {
    const existing = this.#lines.get(lotKey);
    const line: Line<S, I, R> = existing ?? { waiting: [], turns: { known: null } };
    const answer = new Promise<R>((resolve, reject) => line.waiting.push({ item, resolve, reject }));
    if (!existing) {
      this.#lines.set(lotKey, line);
      void this.#run(lotKey, line, work);
    }
    return answer;
  }

  async #run(lotKey: number, line: Line<S, I, R>, work: TurnWork<S, I, R>): Promise<void> {
    // Started by the first item's `take`: that caller's code runs on before the first turn, so the bids that
    // arrive meanwhile join it.
    await Promise.resolve();
    while (line.waiting.length > 0) {
      const turn = line.waiting.splice(0, this.maxBatch);
      let outcomes: Outcome<R>[];
      try {
        outcomes = await work(
          turn.map((waiting) => waiting.item),
          line.turns,
        );
      } catch (error) {
        outcomes = turn.map(() => ({ ok: false, error }));
      }
      turn.forEach((waiting, i) => {
        const outcome = outcomes[i] ?? { ok: false, error: new Error('a turn answered no outcome') };
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    }
    // The last in line forgets the lot: a state kept after the bids stop could be stale by the next one.
    this.#lines.delete(lotKey);
  }
}
