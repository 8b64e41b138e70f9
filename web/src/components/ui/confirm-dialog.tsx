import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.js';
import { useModalFocus } from './use-modal-focus.js';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** One or two sentences on what confirming does. */
  description?: ReactNode;
  /** Extra content such as a reason field; a text field inside gets the initial focus. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel button, Escape and a click on the backdrop. Ignored while `pending`. */
  onCancel: () => void;
  tone?: 'primary' | 'danger';
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  pending?: boolean;
  /** A failure of the action, shown inside the dialog. */
  error?: string | null;
};

/**
 * Accessible modal confirmation (role=dialog, aria-modal, focus kept inside, Escape cancels). The body is a
 * form, so Enter in a field confirms. Rendered into `document.body` above everything (z-index 2000+).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  pending = false,
  error,
}: ConfirmDialogProps) {
  const panel = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dismiss = () => {
    if (!pending) onCancel();
  };
  useModalFocus(panel, open, dismiss);
  if (!open || typeof document === 'undefined') return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) onConfirm();
  }

  return createPortal(
    <div className="z-overlay fixed inset-0 flex items-center justify-center bg-black/70 p-4 backdrop-blur-sm">
      {/* The backdrop is a mouse convenience; keyboard users have Escape and the cancel button. */}
      <div aria-hidden="true" className="absolute inset-0" onClick={dismiss} />
      <form
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        noValidate
        onSubmit={submit}
        className="relative w-full max-w-md rounded-3xl bg-surface p-6 shadow-2xl shadow-black/60 ring-1 ring-line focus:outline-none"
      >
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-muted text-sm leading-6">
            {description}
          </div>
        ) : null}
        {children ? <div className="mt-4">{children}</div> : null}
        {error ? (
          <p role="alert" className="mt-4 text-danger text-sm">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={dismiss} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
