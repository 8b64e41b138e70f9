import type { ReactNode } from 'react';

export type OpusListMessageProps = {
  title: string;
  text: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
};

/** The centred panel of the empty and the error state. */
export function OpusListMessage({ title, text, action, role = 'status' }: OpusListMessageProps) {
  return (
    <div
      role={role}
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-surface px-8 py-14 text-center ring-1 ring-line"
    >
      <h2 className="font-semibold text-ink text-lg">{title}</h2>
      <p className="mt-2 text-muted text-sm leading-6">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

export const opusButtonClass =
  'inline-flex h-10 items-center rounded-full bg-ink px-5 font-medium text-black text-sm transition hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2';
