import type { ViewerFieldsFragment } from '../../../graphql/generated/graphql';
import type { UserInfo } from '../../../stores/session-store.js';

/** The non-secret subset of the viewer the session store persists. */
export function toUserInfo(viewer: ViewerFieldsFragment): UserInfo {
  return {
    id: viewer.id,
    userId: viewer.userId,
    nickname: viewer.nickname,
    avatarUrl: viewer.avatarUrl ?? null,
    type: viewer.type,
  };
}
