// A graphql-ws client for BFF tests: connects to a listening BFF with the given cookies and collects what a
// subscription sends.
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export type LiveTestClient = {
  client: Client;
  /** The 101 response's Set-Cookie headers of the last handshake. */
  handshakeCookies: () => string[];
  close: () => Promise<void>;
};

export function liveClient(
  url: string,
  options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
): LiveTestClient {
  const cookie = Object.entries(options.cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  let setCookies: string[] = [];
  const headers = { ...(cookie ? { cookie } : {}), ...options.headers };
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
      this.on('upgrade', (response) => {
        const value = response.headers['set-cookie'];
        setCookies = Array.isArray(value) ? value : value ? [value] : [];
      });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
  return {
    client,
    handshakeCookies: () => setCookies,
    close: () => client.dispose() as Promise<void>,
  };
}

export type Collected<T> = {
  values: T[];
  errors: unknown[];
  completed: boolean;
  unsubscribe: () => void;
};

export function collect<T>(client: Client, query: string): Collected<T> {
  const collected: Collected<T> = { values: [], errors: [], completed: false, unsubscribe: () => {} };
  collected.unsubscribe = client.subscribe<T>(
    { query },
    {
      next: (value) => {
        if (value.errors) collected.errors.push(...value.errors);
        if (value.data) collected.values.push(value.data as T);
      },
      // graphql-ws reports GraphQL errors as an array, a closed socket as a CloseEvent and a refused
      // handshake as an error event; keep what a test can compare.
      error: (error) => {
        if (Array.isArray(error)) collected.errors.push(...error);
        else if (error && typeof error === 'object' && 'code' in error && 'reason' in error)
          collected.errors.push({ closeCode: error.code, reason: error.reason });
        else if (error && typeof error === 'object' && 'message' in error)
          collected.errors.push({ message: String(error.message) });
        else collected.errors.push(error);
      },
      complete: () => {
        collected.completed = true;
      },
    },
  );
  return collected;
}

export async function until(check: () => boolean, timeoutMs = 3_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
