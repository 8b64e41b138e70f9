// @vitest-environment jsdom
import { REGION_CODES } from '@nextland/rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { CreateExpressEntryMutation } from '../api/create-express-entry';
import { DeleteExpressEntryMutation } from '../api/delete-express-entry';
import { entriesMock, expressEntry, region } from '../test/fixtures';
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
    'validates the rule, sends region codes and the amount in fen, and lists the new rule',
    async () => {
      const input = { name: 'East coast', regions: ['320000', '310000', '810000'], minAmount: 9950 };
      const created = expressEntry('e1', {
        name: 'East coast',
        regions: [region('320000', 'Jiangsu'), region('310000', 'Shanghai'), region('810000', 'Hong Kong')],
        minCount: null,
        minAmount: { __typename: 'Money', amount: 9950, currency: 'CNY' },
      });
      const { store } = renderAt(<NoPostagePage />, PATH, [
        entriesMock([]),
        createMock(input, { entry: { __typename: 'ExpressEntry', id: 'e1' } }),
        entriesMock([created]),
      ]);
      expect(await screen.findByText('No rules yet')).toBeVisible();
      click('New rule');
      click('Create rule');
      expect(await screen.findByText('This field is required.')).toBeVisible();
      expect(screen.getByText('Choose at least one region.')).toBeVisible();
      expect(screen.getByText('Give a minimum number of items or a minimum amount.')).toBeVisible();

      type('Rule name*', 'East coast');
      // All 34 regions, mainland groups first, then Hong Kong, Macau and Taiwan.
      const groups = screen.getAllByRole('toolbar');
      expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toHaveLength(
        7,
      );
      expect(groups.flatMap((group) => within(group).getAllByRole('button'))).toHaveLength(34);
      const hkMoTw = screen.getByRole('toolbar', { name: 'Hong Kong, Macau and Taiwan' });
      expect(
        within(hkMoTw)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Hong Kong', 'Macau', 'Taiwan']);
      click('Jiangsu');
      click('Shanghai');
      click('Hong Kong');
      click('Tibet');
      click('Tibet');
      expect(screen.getByRole('button', { name: 'Jiangsu' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('button', { name: 'Tibet' }).getAttribute('aria-pressed')).toBe('false');
      await waitFor(() => expect(screen.queryByText('Choose at least one region.')).toBeNull());
      expect(screen.getByText(/3 regions selected/)).toBeVisible();
      type('Order amount (yuan)', '99.555');
      click('Create rule');
      expect(
        await screen.findByText('Enter an amount of at least 0.01 yuan, with at most two decimals.'),
      ).toBeVisible();
      type('Order amount (yuan)', '99.5');
      click('Create rule');

      const list = await screen.findByRole('list', { name: 'Your no-postage rules' });
      expect(within(list).getByText('East coast')).toBeVisible();
      expect(within(list).getByText(/Free from ¥99\.50/)).toBeVisible();
      const regions = within(list).getByRole('list', { name: 'Regions' });
      expect(
        within(regions)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Jiangsu', 'Shanghai', 'Hong Kong']);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Create rule' })).toBeNull());
      expect(store.ui.messages.messages[0]?.text).toBe('Rule created.');
    },
    LONG_FLOW_MS,
  );

  it(
    "names the regions in the viewer's language: select all sends every code once",
    async () => {
      const input = {
        name: '全部地区',
        regions: ['650000', ...REGION_CODES.filter((code) => code !== '650000')],
        minCount: 2,
      };
      renderAt(
        <NoPostagePage />,
        PATH,
        [
          entriesMock([expressEntry('e9', { regions: [region('810000', '香港'), region('苏州', '苏州')] })]),
          createMock(input, { entry: { __typename: 'ExpressEntry', id: 'e10' } }),
          entriesMock([]),
        ],
        'zh-cn',
      );
      const list = await screen.findByRole('list', { name: '我的包邮规则' });
      // Names come from the server in the request's language; a free-text region kept from before is as written.
      expect(within(list).getByText('香港')).toBeVisible();
      expect(within(list).getByText('苏州')).toBeVisible();
      click('新建规则');
      expect(screen.getByRole('toolbar', { name: '港澳台' })).toBeVisible();
      type('规则名称*', '全部地区');
      click('新疆');
      click('全选');
      expect(screen.getByText(/已选 34 个地区/)).toBeVisible();
      expect(screen.getByRole('button', { name: '澳门' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('button', { name: '全选' }).hasAttribute('disabled')).toBe(true);
      type('件数', '2');
      click('创建规则');
      await waitFor(() => expect(screen.queryByRole('button', { name: '创建规则' })).toBeNull());
    },
    LONG_FLOW_MS,
  );

  it('shows a server error under its field', async () => {
    renderAt(<NoPostagePage />, PATH, [
      entriesMock([]),
      createMock(
        { name: 'All', regions: ['110000'], minCount: 2 },
        {
          userErrors: [
            {
              __typename: 'UserError',
              field: 'regions.0',
              code: 'INVALID',
              message: 'Must be a province-level region code from the list',
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
    expect(await screen.findByText('Must be a province-level region code from the list')).toBeVisible();
    expect(screen.getByRole('group', { name: /Regions/ }).getAttribute('aria-invalid')).toBe('true');
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
    expect(within(list).getByText('Rule e1')).toBeVisible();
    expect(within(list).getAllByText(/Free from 3 items/)).toHaveLength(10);
    click('Load more');
    expect(await within(list).findByText('Last rule')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const second = within(list).getByRole('heading', { name: 'Rule e2' }).closest('li') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this rule?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Rule e2')).toBeNull());
    expect(within(list).getByText('Last rule')).toBeVisible();
  });
});
