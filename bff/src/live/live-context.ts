// What a subscription resolver sees: the connection's viewer (checked again on each subscribe) and the hub.
import type { EventHub } from './event-hub.js';
import type { LiveViewer } from './live-viewer.js';

export type LiveContext = {
  hub: EventHub;
  /** The connection's user after a fresh session check; throws UNAUTHENTICATED without one. */
  requireViewer(): Promise<LiveViewer>;
};
