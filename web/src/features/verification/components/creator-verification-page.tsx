import { VerificationStatusView } from './verification-status-view.js';

/** `/my/auth/creator`: the viewer's creator verification status and what to do next. */
export function CreatorVerificationPage() {
  return <VerificationStatusView kind="creator" />;
}
