import { VerificationStatusView } from './verification-status-view.js';

/** `/my/auth/org`: the viewer's organisation verification status and what to do next. */
export function OrgVerificationPage() {
  return <VerificationStatusView kind="org" />;
}
