import { describe, expect, it } from 'vitest';
import { LotTurns } from './lot-turns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('LotTurns', () => {
  it('runs one lot’s work one at a time, in order, while other lots run beside it', async () => {
    const turns = new LotTurns<number>();
    const log: string[] = [];
    const work = (lot: number, name: string) =>
      turns.take(lot, async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        return name;
      });
    const answers = await Promise.all([work(1, 'a'), work(1, 'b'), work(2, 'x')]);
    expect(answers).toEqual(['a', 'b', 'x']);
    expect(log.indexOf('a end')).toBeLessThan(log.indexOf('b start'));
    expect(log.indexOf('x start')).toBeLessThan(log.indexOf('a end'));
  });

  it('a failed turn answers its error and the next turn still runs; the state is shared while the line lasts', async () => {
    const turns = new LotTurns<number>();
    const failing = turns.take(1, async (shared) => {
      shared.known = 7;
      throw new Error('refused');
    });
    const next = turns.take(1, async (shared) => shared.known);
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe(7);
    // The line emptied: a later bid starts from nothing kept.
    await tick();
    expect(await turns.take(1, async (shared) => shared.known)).toBeNull();
  });
});
