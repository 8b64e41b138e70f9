// What a subscription resolver sees: the connection's viewer (checked again on each subscribe) and the hub.
import type { DataSources } from '../context.js';
import type { EventHub } from './event-hub.js';
import type { LiveViewer } from './live-viewer.js';

export type LiveContext = {
  hub: EventHub;
  /** The connection's user after a fresh session check; throws UNAUTHENTICATED without one. */
  requireViewer(): Promise<LiveViewer>;
  /** nextland's APIs as the connection's viewer, for events that carry ids to re-read (orders). */
  viewerDataSources(): Promise<DataSources>;
};
