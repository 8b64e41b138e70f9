// Reads a text/event-stream response as the BFF would: comment lines and events, in order.
import type { DomainEvent, DomainEventType } from '../modules/events/event-bus.js';

/** Matches events of one type for one user, narrowed to that type's shape. */
export function eventOf<T extends DomainEventType>(type: T, userId: number) {
  return (event: DomainEvent): event is Extract<DomainEvent, { type: T }> =>
    event.type === type && event.userId === userId;
}

export type EventStream = {
  status: number;
  headers: Headers;
  /** Comment lines seen so far (`connected`, `ping`). */
  comments: string[];
  /** Events seen so far, parsed from their `data:` lines. */
  events: DomainEvent[];
  /** Resolves with the first event (already seen or still to come) that matches. */
  waitFor: {
    <E extends DomainEvent>(match: (event: DomainEvent) => event is E, timeoutMs?: number): Promise<E>;
    (match: (event: DomainEvent) => boolean, timeoutMs?: number): Promise<DomainEvent>;
  };
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
};

export async function openEventStream(url: string, authorization: string | null): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: authorization ? { authorization } : {},
    signal: abort.signal,
  });
  const comments: string[] = [];
  const events: DomainEvent[] = [];
  let changed: () => void = () => {};
  const onChange = () => changed();
  const ended = consume(response, comments, events, onChange);
  async function until<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        changed = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
  return {
    status: response.status,
    headers: response.headers,
    comments,
    events,
    waitFor: ((match: (event: DomainEvent) => boolean, timeoutMs = 5_000) =>
      until(() => events.find(match), timeoutMs, 'matching event')) as EventStream['waitFor'],
    waitForComment: async (text, timeoutMs = 5_000) => {
      await until(() => (comments.includes(text) ? true : undefined), timeoutMs, `comment "${text}"`);
    },
    ended,
    async close() {
      abort.abort();
      await ended;
    },
  };
}

async function consume(
  response: Response,
  comments: string[],
  events: DomainEvent[],
  onChange: () => void,
): Promise<void> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        for (const line of buffer.slice(0, end).split('\n')) {
          if (line.startsWith(': ')) comments.push(line.slice(2));
          else if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as DomainEvent);
        }
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
      onChange();
    }
  } catch {
    // Aborted by close(), or the server went away: either way the stream has ended.
  }
  onChange();
}
