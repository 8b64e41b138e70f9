// @vitest-environment jsdom
import { CombinedGraphQLErrors } from '@apollo/client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-at';
import { FormMessage } from './form-message';
import { type MutationOutcome, useMutationSubmit } from './use-mutation-submit';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

type Payload = {
  saved: string | null;
  userErrors: { field: string | null; code: string; message: string }[];
};

/** A one-field form sending whatever `mutate` answers; `onDone` sees the result. */
function PhoneForm({ mutate, onDone }: { mutate: () => Promise<Payload>; onDone: (saved: string) => void }) {
  const form = useForm({ defaultValues: { phone: '' } });
  const { submit, pending } = useMutationSubmit({
    mutate,
    form: { setError: form.setError, fields: ['phone'] },
    result: (payload) => payload.saved,
    successText: (saved) => `Saved ${saved}`,
    onDone,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(() => submit(undefined))}>
      <input aria-label="Phone" {...form.register('phone')} />
      {errors.phone ? <p data-testid="phone-error">{errors.phone.message}</p> : null}
      <FormMessage errors={errors} />
      <button type="submit" disabled={pending}>
        {pending ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

/** A row button: no form, so failures are toasts. */
function RowButton({ mutate }: { mutate: () => Promise<MutationOutcome & { ok: boolean }> }) {
  const { submit } = useMutationSubmit({ mutate, result: (payload) => payload?.ok, successText: 'Removed' });
  return (
    <button type="button" onClick={() => void submit(undefined)}>
      Remove
    </button>
  );
}

function toasts(store: ReturnType<typeof renderAt>['store']) {
  return store.ui.messages.messages.map(({ type, text }) => ({ type, text }));
}

describe('useMutationSubmit', () => {
  afterEach(cleanup);

  it('puts userErrors on the fields the form shows, the others on the form, and does not finish', async () => {
    const onDone = vi.fn();
    const mutate = async (): Promise<Payload> => ({
      saved: null,
      userErrors: [
        { field: 'input.phone', code: 'INVALID', message: 'Bad phone' },
        { field: 'ticket', code: 'INVALID', message: 'Log in again' },
      ],
    });
    const { store } = renderAt(<PhoneForm mutate={mutate} onDone={onDone} />, '/f');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('phone-error')).textContent).toBe('Bad phone');
    expect(screen.getByRole('alert').textContent).toBe('Log in again');
    expect(onDone).not.toHaveBeenCalled();
    expect(toasts(store)).toEqual([]);
  });

  it('says the server failed on the form when a refusal gives no reason', async () => {
    const mutate = async (): Promise<Payload> => ({ saved: null, userErrors: [] });
    renderAt(<PhoneForm mutate={mutate} onDone={vi.fn()} />, '/f');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Try again later.');
  });

  it('shows the success toast, then hands the result on, with the button pending meanwhile', async () => {
    const onDone = vi.fn();
    let answer: (payload: Payload) => void = () => {};
    const mutate = () => new Promise<Payload>((resolve) => (answer = resolve));
    const { store } = renderAt(<PhoneForm mutate={mutate} onDone={onDone} />, '/f');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending' })).toBeVisible();
    await act(async () => answer({ saved: '138', userErrors: [] }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('138'));
    expect(toasts(store)).toEqual([{ type: 'success', text: 'Saved 138' }]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a failed request on the form in the viewer's words, BAD_USER_INPUT on its field", async () => {
    renderAt(
      <PhoneForm mutate={() => Promise.reject(new TypeError('Failed to fetch'))} onDone={vi.fn()} />,
      '/f',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Can't reach the server. Check your connection and try again.",
    );
    cleanup();
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'phone', message: 'Digits' }] },
        },
      ],
    });
    renderAt(<PhoneForm mutate={() => Promise.reject(refused)} onDone={vi.fn()} />, '/f');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('phone-error')).textContent).toBe('Digits');
  });

  it('without a form, says a success, a refusal and a failed request with toasts', async () => {
    const answers = [
      async () => ({ ok: true, userErrors: [] }),
      async () => ({ ok: false, userErrors: [{ field: null, code: 'CONFLICT', message: 'In use' }] }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    let next = 0;
    const { store } = renderAt(
      <RowButton mutate={() => (answers[next++] as () => Promise<never>)()} />,
      '/f',
    );
    for (let i = 0; i < answers.length; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(store.ui.messages.messages).toHaveLength(i + 1));
    }
    expect(toasts(store)).toEqual([
      { type: 'success', text: 'Removed' },
      { type: 'error', text: 'In use' },
      { type: 'error', text: "Can't reach the server. Check your connection and try again." },
    ]);
  });
});
