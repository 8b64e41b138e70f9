import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.js';

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
 * Accessible modal confirmation on react-aria's Modal and Dialog (role=dialog, aria-modal, focus contained
 * and restored to the opener, Escape and an outside click cancel, the page behind does not scroll). The body
 * is a form, so Enter in a field confirms. Rendered into `document.body` above everything (z-index 2000+).
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
  const descriptionId = useId();
  const dismiss = () => {
    if (!pending) onCancel();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) onConfirm();
  }

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss();
      }}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      className="z-overlay fixed inset-0 flex items-center justify-center bg-black/70 p-4 backdrop-blur-sm"
    >
      <Modal className="w-full max-w-md">
        <Dialog
          aria-describedby={description ? descriptionId : undefined}
          className="relative rounded-3xl bg-surface p-6 shadow-2xl shadow-black/60 outline-none! ring-1 ring-line"
        >
          <form noValidate onSubmit={submit}>
            <InitialFocus />
            <Heading slot="title" className="font-semibold text-ink text-lg">
              {title}
            </Heading>
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
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Where focus starts: the first field (a reason to type), else the safe choice (`data-autofocus`, cancel).
 * It runs before react-aria's Dialog focuses itself, which then leaves focus where it is.
 */
function InitialFocus() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    const target =
      form?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled]), select') ??
      form?.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus();
  }, []);
  return <span ref={marker} hidden />;
}
