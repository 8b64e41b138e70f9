// https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
// Splits a text/event-stream into events. Only what nextland sends is needed: `data:` lines (joined by
// newlines), `id:`, and comment lines (`: connected`, `: ping`), which only prove the stream is alive.

export type SseMessage = { data: string; id: string | undefined };

export class SseParser {
  #buffer = '';
  #data: string[] = [];
  #id: string | undefined;

  /** Feeds a decoded chunk; returns the events it completed. */
  push(chunk: string): SseMessage[] {
    this.#buffer += chunk;
    const messages: SseMessage[] = [];
    let newline = this.#buffer.search(/\r\n|\r|\n/);
    while (newline !== -1) {
      const line = this.#buffer.slice(0, newline);
      const width = this.#buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.#buffer = this.#buffer.slice(newline + width);
      const message = this.#line(line);
      if (message) messages.push(message);
      newline = this.#buffer.search(/\r\n|\r|\n/);
    }
    return messages;
  }

  #line(line: string): SseMessage | undefined {
    if (line === '') {
      if (this.#data.length === 0) return undefined;
      const message = { data: this.#data.join('\n'), id: this.#id };
      this.#data = [];
      return message;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.#data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.#id = value;
    return undefined;
  }
}
