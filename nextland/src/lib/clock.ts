// The time auctions decide by (decision 0028 §1). Orders' handlers decide by the state they find, so tests move
// the job queue instead; a lot's open and close are decided by time, so tests move this clock instead of
// sleeping. Only the dev clock route (never mounted in production) sets the offset.
export type Clock = {
  now(): Date;
  /** Moves the clock `seconds` forward (or back, negative) from where it stands. */
  advance(seconds: number): void;
  offsetSeconds(): number;
};

export function createClock(wall: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(wall() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}
