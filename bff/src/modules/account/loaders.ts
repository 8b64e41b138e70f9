// Per-request account reads shared by resolvers: the viewer and the unread count, each fetched at most once
// unless a mutation changes them.
import { ErrorCode, hasCode } from '../../errors.js';
import type { CustomerDto } from '../../rest/contract.js';
import type { CustomerApi } from '../../rest/customer-api.js';
import type { MessageApi } from '../../rest/message-api.js';
import type { Session } from '../../session/session.js';

export type AccountLoaders = {
  /** The logged-in customer; null with no upstream call when there is no session. */
  viewer(): Promise<CustomerDto | null>;
  /** Forget the loaded viewer (after login, registration, verification). */
  resetViewer(): void;
  primeViewer(viewer: CustomerDto): void;
  unreadCount(): Promise<number>;
  resetUnreadCount(): void;
};

export function createAccountLoaders(
  apis: { customers: CustomerApi; messages: MessageApi },
  session: Session,
): AccountLoaders {
  let viewer: Promise<CustomerDto | null> | undefined;
  let unread: Promise<number> | undefined;

  async function loadViewer(): Promise<CustomerDto | null> {
    const userId = session.userId;
    if (!userId || !session.present) return null;
    try {
      return await apis.customers.detail(userId);
    } catch (error) {
      // The uid cookie does not belong to the token's user: an inconsistent session is no session.
      if (!hasCode(error, ErrorCode.notFound)) throw error;
      session.clear();
      return null;
    }
  }

  return {
    viewer: () => {
      viewer ??= loadViewer();
      return viewer;
    },
    resetViewer: () => {
      viewer = undefined;
    },
    primeViewer: (value) => {
      viewer = Promise.resolve(value);
    },
    unreadCount: () => {
      unread ??= apis.messages.unreadCount();
      return unread;
    },
    resetUnreadCount: () => {
      unread = undefined;
    },
  };
}
