import type { ReactNode } from 'react';
import type { ReviewStatus } from '../../../graphql/generated/graphql';
import { StatusBadge } from './status-badge.js';

export type StatusPanelProps = {
  status: ReviewStatus | null;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
};

/** One review state: badge, headline, explanation, details and the next step. */
export function StatusPanel({ status, title, text, children, action }: StatusPanelProps) {
  return (
    <section aria-label={title} className="rounded-3xl bg-surface p-6 ring-1 ring-line sm:p-8">
      {status ? <StatusBadge status={status} /> : null}
      <h2 className="mt-4 font-semibold text-ink text-xl">{title}</h2>
      {text ? <p className="mt-2 max-w-2xl text-muted leading-6">{text}</p> : null}
      {children ? <div className="mt-5">{children}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap gap-3">{action}</div> : null}
    </section>
  );
}
