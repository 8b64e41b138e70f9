// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, withField = false }: { onConfirm: () => void; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog
        open={open}
        title="Remove card?"
        description="The card ending 1234 is removed."
        confirmLabel="Remove"
        cancelLabel="Keep"
        tone="danger"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        {withField ? <input aria-label="Reason" /> : null}
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('opens as a labelled modal above the page and focuses the safe choice', () => {
    render(<Harness onConfirm={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove card?' });
    // Modal: the page behind is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The card ending 1234 is removed.',
    );
    expect(dialog.closest('.z-overlay')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Harness onConfirm={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('focuses a field inside first and confirms through the form', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} withField />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const confirm = screen.getByRole('button', { name: 'Remove' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });
});
