// Whether the live socket is open, for views that fall back to polling while it cannot open (an auction's
// panel, decision 0028 §4). Kept apart from live-socket.ts, which loads with the first subscription only.
import { useSyncExternalStore } from 'react';

/** idle: no socket asked for yet; up: connected; down: closed or failing to open (retrying). */
export type LiveStatus = 'idle' | 'up' | 'down';

let status: LiveStatus = 'idle';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'idle',
  );
}
