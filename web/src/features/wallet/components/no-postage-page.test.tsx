// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { CreateExpressEntryMutation } from '../api/create-express-entry';
import { DeleteExpressEntryMutation } from '../api/delete-express-entry';
import { entriesMock, expressEntry } from '../test/fixtures';
import { NoPostagePage } from './no-postage-page';

// Walks a whole form; on a busy two-core machine the first render alone can take seconds.
const LONG_FLOW_MS = 20_000;

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const PATH = '/no-postage';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function createMock(input: Record<string, unknown>, payload: Record<string, unknown>) {
  return {
    request: { query: CreateExpressEntryMutation, variables: { input } },
    result: {
      data: { createExpressEntry: { __typename: 'ExpressPayload', entry: null, userErrors: [], ...payload } },
    },
  };
}

describe('NoPostagePage', () => {
  afterEach(cleanup);

  it(
    'validates the rule, converts yuan to fen and lists the new rule',
    async () => {
      const input = { name: 'East coast', regions: ['Jiangsu', 'Shanghai', 'Suzhou SIP'], minAmount: 9950 };
      const created = expressEntry('e1', {
        name: 'East coast',
        regions: input.regions,
        minCount: null,
        minAmount: { __typename: 'Money', amount: 9950, currency: 'CNY' },
      });
      const { store } = renderAt(<NoPostagePage />, PATH, [
        entriesMock([]),
        createMock(input, { entry: { __typename: 'ExpressEntry', id: 'e1' } }),
        entriesMock([created]),
      ]);
      expect(await screen.findByText('No rules yet')).toBeTruthy();
      click('New rule');
      click('Create rule');
      expect(screen.getByText('Give the rule a name.')).toBeTruthy();
      expect(screen.getByText('Choose at least one region.')).toBeTruthy();
      expect(screen.getByText('Give a minimum number of items or a minimum amount.')).toBeTruthy();

      type('Rule name*', 'East coast');
      click('Jiangsu');
      click('Shanghai');
      expect(screen.getByRole('button', { name: 'Jiangsu' }).getAttribute('aria-pressed')).toBe('true');
      type('Other region', 'Suzhou SIP');
      fireEvent.keyDown(screen.getByLabelText('Other region'), { key: 'Enter' });
      expect(screen.getByRole('button', { name: 'Remove Suzhou SIP' })).toBeTruthy();
      expect(screen.getByText(/3 regions selected/)).toBeTruthy();
      type('Order amount (yuan)', '99.555');
      click('Create rule');
      expect(
        screen.getByText('Enter an amount of at least 0.01 yuan, with at most two decimals.'),
      ).toBeTruthy();
      type('Order amount (yuan)', '99.5');
      click('Create rule');

      const list = await screen.findByRole('list', { name: 'Your no-postage rules' });
      expect(within(list).getByText('East coast')).toBeTruthy();
      expect(within(list).getByText(/Free from ¥99\.50/)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Create rule' })).toBeNull());
      expect(store.ui.messages.messages[0]?.text).toBe('Rule created.');
    },
    LONG_FLOW_MS,
  );

  it('shows a server error under its field', async () => {
    renderAt(<NoPostagePage />, PATH, [
      entriesMock([]),
      createMock(
        { name: 'All', regions: ['Beijing'], minCount: 2 },
        {
          userErrors: [
            {
              __typename: 'UserError',
              field: 'minCount',
              code: 'INVALID',
              message: 'Give a minimum count or a minimum amount',
            },
          ],
        },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'New rule' }));
    type('Rule name*', 'All');
    click('Beijing');
    type('Number of items', '2');
    click('Create rule');
    expect(await screen.findByText('Give a minimum count or a minimum amount')).toBeTruthy();
    expect(screen.getByLabelText('Number of items').getAttribute('aria-invalid')).toBe('true');
  });

  it('loads more pages and deletes a rule after confirming', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => expressEntry(`e${i + 1}`));
    renderAt(<NoPostagePage />, PATH, [
      entriesMock(page1, { hasNextPage: true }),
      entriesMock([expressEntry('e11', { name: 'Last rule' })], { after: 'ce10' }),
      {
        request: { query: DeleteExpressEntryMutation, variables: { id: 'e2' } },
        result: { data: { deleteExpressEntry: { __typename: 'DeletePayload', ok: true, userErrors: [] } } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Your no-postage rules' });
    expect(within(list).getByText('Rule e1')).toBeTruthy();
    expect(within(list).getAllByText(/Free from 3 items/)).toHaveLength(10);
    click('Load more');
    expect(await within(list).findByText('Last rule')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const second = within(list).getByRole('heading', { name: 'Rule e2' }).closest('li') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this rule?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Rule e2')).toBeNull());
    expect(within(list).getByText('Last rule')).toBeTruthy();
  });
});
