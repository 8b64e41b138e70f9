// A client flooding its socket with messages (subscribe/complete loops, pings) is cut off: each message costs
// parsing and validation, which `maxPayload` alone does not bound.
import type { WebSocket } from 'ws';

/** graphql-ws's code for "too many requests" on a connection. */
export const tooManyMessagesCloseCode = 4429;

export function limitMessageRate(socket: WebSocket, max: number, windowMs: number): void {
  let windowStart = Date.now();
  let count = 0;
  socket.on('message', () => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count > max) socket.close(tooManyMessagesCloseCode, 'Too many messages');
  });
}
