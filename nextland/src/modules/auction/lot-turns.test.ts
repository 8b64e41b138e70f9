import { describe, expect, it } from 'vitest';
import { LotTurns, type Outcome } from './lot-turns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('LotTurns', () => {
  it('takes what waits as one turn, in arrival order, one turn of a lot at a time, other lots beside it', async () => {
    const turns = new LotTurns<number, string, string>();
    const log: string[] = [];
    const work = async (items: string[]): Promise<Outcome<string>[]> => {
      log.push(`start ${items.join(',')}`);
      await tick();
      log.push(`end ${items.join(',')}`);
      return items.map((item) => ({ ok: true, value: item.toUpperCase() }));
    };
    const a = turns.take(1, 'a', work);
    const x = turns.take(2, 'x', work);
    await new Promise((resolve) => setTimeout(resolve, 1));
    // Lot 1's first turn is running: these wait for it, then go together.
    const later = [turns.take(1, 'b', work), turns.take(1, 'c', work)];
    expect(await Promise.all([a, x, ...later])).toEqual(['A', 'X', 'B', 'C']);
    expect(log.indexOf('end a')).toBeLessThan(log.indexOf('start b,c'));
    expect(log.indexOf('start x')).toBeLessThan(log.indexOf('end a'));
  });

  it('bounds a turn to maxBatch items; the rest wait for the next', async () => {
    const turns = new LotTurns<number, number, number>(2);
    const sizes: number[] = [];
    const work = async (items: number[]): Promise<Outcome<number>[]> => {
      sizes.push(items.length);
      await tick();
      return items.map((value) => ({ ok: true, value }));
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => turns.take(1, n, work)))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes.every((size) => size <= 2)).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(5);
  });

  it('answers each item its own outcome; a turn that throws refuses all of its items and the next still runs', async () => {
    const turns = new LotTurns<number, string, string>();
    const work = async (items: string[], shared: { known: number | null }): Promise<Outcome<string>[]> => {
      await tick();
      if (items.includes('boom')) {
        shared.known = 7;
        throw new Error('turn failed');
      }
      return items.map((item) =>
        item === 'low'
          ? { ok: false, error: new Error('refused') }
          : { ok: true, value: `${item}:${shared.known}` },
      );
    };
    const failing = turns.take(1, 'boom', work);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const low = turns.take(1, 'low', work);
    const next = turns.take(1, 'next', work);
    await expect(failing).rejects.toThrow('turn failed');
    await expect(low).rejects.toThrow('refused');
    // The state is shared while the line lasts.
    expect(await next).toBe('next:7');
    expect(turns.known(1)).toBeNull();
    // The line emptied: a later bid starts from nothing kept.
    expect(await turns.take(1, 'again', work)).toBe('again:null');
  });
});
