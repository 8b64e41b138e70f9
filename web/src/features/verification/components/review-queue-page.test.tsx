// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationKind, ReviewStatus } from '../../../graphql/generated/graphql';
import { connectionOf } from '../../../test-support/connection';
import { renderAt } from '../../../test-support/render-at';
import { ApproveApplicationMutation } from '../api/approve-application';
import { RejectApplicationMutation } from '../api/reject-application';
import { ReviewQueueQuery } from '../api/review-queue';
import { creatorApplication, orgApplication, realNameApplication } from '../test/fixtures';
import { ReviewQueuePage } from './review-queue-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const applicant = {
  __typename: 'Applicant',
  id: 'c7',
  nickname: 'Lin Wan',
  type: 'REAL_NAME',
  nicknameFlagged: false,
};
const underReview = { status: 'UNDER_REVIEW', rejectReason: null, reviewedAt: null, applicant };
const pending = creatorApplication(underReview);
const pendingRealName = realNameApplication({
  ...underReview,
  applicant: { ...applicant, type: 'UNVERIFIED' },
});

function queueMock(
  kind: ApplicationKind,
  status: ReviewStatus,
  records: { id: string }[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
) {
  return {
    request: { query: ReviewQueueQuery, variables: { kind, status, first: 10, ...(after ? { after } : {}) } },
    result: { data: { reviewQueueConnection: connectionOf('Application', records, { hasNextPage }) } },
  };
}

function decided(status: ReviewStatus, rejectReason: string | null, id = 'a1') {
  return {
    __typename: 'Application',
    id,
    status,
    rejectReason,
    reviewedAt: '2026-03-05T02:00:00.000Z',
  };
}

/** The page composes the "Releases" tab's content in; here a marker shows it is rendered on that tab. */
const releases = <p>releases tab content</p>;
const refunds = <p>refunds tab content</p>;
describe('ReviewQueuePage', () => {
  afterEach(cleanup);

  it('tells non-officials they may not review', async () => {
    renderAt(<ReviewQueuePage releases={releases} refunds={refunds} />, '/review', [
      {
        request: queueMock('REALNAME', 'UNDER_REVIEW', []).request,
        result: { errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    expect(await screen.findByText('Not allowed')).toBeVisible();
    expect(screen.getByText('Only official accounts can review applications.')).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('opens on real-name applications: name, masked number and both ID images, then approves', async () => {
    const { store } = renderAt(<ReviewQueuePage releases={releases} refunds={refunds} />, '/review', [
      queueMock('REALNAME', 'UNDER_REVIEW', [pendingRealName]),
      {
        request: { query: ApproveApplicationMutation, variables: { id: 'r1' } },
        result: {
          data: {
            approveApplication: {
              __typename: 'ApplicationPayload',
              application: decided('APPROVED', null, 'r1'),
              userErrors: [],
            },
          },
        },
      },
    ]);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Real name', 'Creators', 'Organisations', 'Releases', 'Refunds']);
    expect(screen.getByRole('tab', { name: 'Real name' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('releases tab content')).toBeNull();
    const card = await screen.findByRole('article', { name: 'Lin Wan' });
    expect(within(card).getByText(/Not verified · Submitted on Mar 1, 2026/)).toBeVisible();
    expect(within(card).getByText('林晚')).toBeVisible();
    expect(within(card).getByText('110***********002X')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'ID card front' }).getAttribute('src')).toBe(
      '/files/private/41',
    );
    expect(within(card).getByRole('img', { name: 'ID card back' }).getAttribute('src')).toBe(
      '/files/private/42',
    );
    expect(within(card).getByRole('link', { name: 'Open ID card back in a new tab' })).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this application?' });
    expect(
      within(dialog).getByText('Lin Wan becomes a verified real-name account and gets a message.'),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Approved')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(store.ui.messages.messages[0]?.text).toBe('Application approved.');
  });

  it('shows a creator application with its private images and approves it after confirmation', async () => {
    const { store } = renderAt(<ReviewQueuePage releases={releases} refunds={refunds} />, '/review', [
      queueMock('REALNAME', 'UNDER_REVIEW', []),
      queueMock('CREATOR', 'UNDER_REVIEW', [pending]),
      {
        request: { query: ApproveApplicationMutation, variables: { id: 'a1' } },
        result: {
          data: {
            approveApplication: {
              __typename: 'ApplicationPayload',
              application: decided('APPROVED', null),
              userErrors: [],
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('No applications with this status.')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Creators' }));
    const card = await screen.findByRole('article', { name: 'Lin Wan' });
    expect(within(card).getByText(/Real-name verified · Submitted on Mar 1, 2026/)).toBeVisible();
    expect(within(card).getByRole('img', { name: 'ID image 1' }).getAttribute('src')).toBe(
      '/files/private/11',
    );
    expect(within(card).getByRole('link', { name: 'https://lin.example.cn/works' })).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this application?' });
    expect(within(dialog).getByText('Lin Wan becomes a verified creator and gets a message.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Approved')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(store.ui.messages.messages[0]?.text).toBe('Application approved.');
  });

  it('needs a reason to reject and shows it on the row afterwards', async () => {
    renderAt(<ReviewQueuePage releases={releases} refunds={refunds} />, '/review', [
      queueMock('REALNAME', 'UNDER_REVIEW', [pendingRealName]),
      {
        request: { query: RejectApplicationMutation, variables: { id: 'r1', reason: 'Photo is blurred' } },
        result: {
          data: {
            rejectApplication: {
              __typename: 'ApplicationPayload',
              application: decided('REJECTED', 'Photo is blurred', 'r1'),
              userErrors: [],
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Lin Wan' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
    const reason = within(dialog).getByLabelText('Reason*');
    expect(document.activeElement).toBe(reason);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason (1 to 200 characters).')).toBeVisible();

    fireEvent.change(reason, { target: { value: '  Photo is blurred ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Rejected')).toBeVisible();
    expect(within(card).getByText('Photo is blurred')).toBeVisible();
  });

  it('loads the next page after the last cursor and appends it to the same kind and status', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) =>
      creatorApplication({
        ...underReview,
        id: `a${i + 1}`,
        applicant: { ...applicant, id: `c${i + 1}`, nickname: `User ${i + 1}` },
      }),
    );
    const last = creatorApplication({
      ...underReview,
      id: 'a11',
      applicant: { ...applicant, id: 'c11', nickname: 'User 11' },
    });
    renderAt(<ReviewQueuePage releases={releases} refunds={refunds} />, '/review', [
      queueMock('REALNAME', 'UNDER_REVIEW', []),
      queueMock('CREATOR', 'UNDER_REVIEW', page1, { hasNextPage: true }),
      queueMock('CREATOR', 'UNDER_REVIEW', [last], { after: 'ca10' }),
    ]);
    expect(await screen.findByText('No applications with this status.')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Creators' }));
    expect(await screen.findByRole('article', { name: 'User 10' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'User 11' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('switches kind and status', async () => {
    renderAt(<ReviewQueuePage releases={releases} refunds={refunds} />, '/review', [
      queueMock('REALNAME', 'UNDER_REVIEW', []),
      queueMock('ORG', 'UNDER_REVIEW', [orgApplication({ status: 'UNDER_REVIEW', applicant })]),
      queueMock('ORG', 'APPROVED', []),
    ]);
    expect(await screen.findByText('No applications with this status.')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Organisations' }));
    expect(screen.getByRole('tab', { name: 'Organisations' }).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Lin Wan' });
    expect(within(card).getByRole('img', { name: 'Business licence' }).getAttribute('src')).toBe(
      '/files/private/21',
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'APPROVED' } });
    expect(await screen.findByText('No applications with this status.')).toBeVisible();
    // The releases tab shows what the page composed in, without the applications' status filter.
    fireEvent.click(screen.getByRole('tab', { name: 'Releases' }));
    expect(screen.getByText('releases tab content')).toBeVisible();
    expect(screen.queryByLabelText('Status')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Refunds' }));
    expect(screen.getByText('refunds tab content')).toBeVisible();
  });
});
