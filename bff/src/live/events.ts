// Domain events as nextland streams them (GET /nextland-internal/v1/events, docs/api-contract.md): one JSON
// object per SSE `data:` line. Parsed defensively: the BFF delivers only events it understands.

export type LiveEvent = {
  /** Unique per event; hubs drop a second delivery of the same id. */
  id: string;
  type: string;
  /** The customer the event concerns; only that user's subscriptions see it. */
  userId: string;
  occurredAt: string;
  data: Record<string, unknown>;
};

export const MessageEventType = {
  created: 'message.created',
  read: 'message.read',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The event in a JSON text, or null when it is not one (logged by the caller, never delivered). */
export function parseLiveEvent(text: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const { id, type, userId, occurredAt, data } = value;
  if (typeof id !== 'string' || id === '' || typeof type !== 'string' || typeof occurredAt !== 'string') {
    return null;
  }
  // nextland sends a number; ids are strings everywhere in the BFF (GraphQL ID, the uid cookie).
  if (!(typeof userId === 'number' && Number.isSafeInteger(userId)) && typeof userId !== 'string')
    return null;
  return { id, type, userId: String(userId), occurredAt, data };
}

/** What `Subscription.messageEvents` sends for a message event; null for other events. */
export function toMessageEvent(event: LiveEvent): { unreadCount: number; messageId: string | null } | null {
  if (event.type !== MessageEventType.created && event.type !== MessageEventType.read) return null;
  const { unreadCount, messageId } = event.data;
  if (typeof unreadCount !== 'number' || !Number.isSafeInteger(unreadCount) || unreadCount < 0) return null;
  const id = typeof messageId === 'string' || typeof messageId === 'number' ? String(messageId) : null;
  return { unreadCount, messageId: event.type === MessageEventType.created ? id : null };
}
