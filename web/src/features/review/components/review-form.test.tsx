// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { WriteReviewMutation } from '../api/write-review';
import { ReviewForm } from './review-form';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const review = {
  __typename: 'Review',
  id: '31',
  orderLineId: '9',
  kind: 'GOODS',
  itemId: '5',
  itemTitle: 'Celadon cup',
  rating: 4,
  text: 'Lovely glaze',
  photos: [],
  author: { __typename: 'ReviewAuthor', nickname: 'Yan', avatarUrl: null },
  createdAt: '2026-11-25T08:00:00.000Z',
  reply: null,
  repliedAt: null,
};

function writeMock(payload: { review?: unknown; userErrors?: unknown[] }) {
  return {
    request: {
      query: WriteReviewMutation,
      variables: { input: { orderLineId: '9', rating: 4, text: 'Lovely glaze', photos: [] } },
    },
    result: {
      data: { writeReview: { __typename: 'ReviewPayload', review: null, userErrors: [], ...payload } },
    },
  };
}

function open(mocks: Parameters<typeof renderAt>[2] = []) {
  const onDone = vi.fn();
  const view = renderAt(
    <ReviewForm orderLineId="9" title="Celadon cup" onDone={onDone} onCancel={() => {}} />,
    '/order/detail',
    mocks,
  );
  return { ...view, onDone };
}

const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));

describe('ReviewForm', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('asks for stars first and keeps the text within 500 characters', async () => {
    open();
    expect(screen.getByRole('form', { name: 'Your review of Celadon cup' })).toBeVisible();
    publish();
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeVisible();
    expect(screen.getByLabelText('What did you think?').getAttribute('maxlength')).toBe('500');
  });

  it('publishes stars and text, then tells the section', async () => {
    const { onDone, store } = open([writeMock({ review })]);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('What did you think?'), { target: { value: '  Lovely glaze ' } });
    publish();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(store.ui.messages.messages.map((m) => m.text)).toContain('Thank you, your review is published.');
  });

  it('shows the server’s refusal (already reviewed) as the form’s message', async () => {
    const conflict = {
      __typename: 'UserError',
      field: null,
      code: 'CONFLICT',
      message: 'This item has already been reviewed',
      retryAfter: null,
    };
    const { onDone } = open([writeMock({ userErrors: [conflict] })]);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('What did you think?'), { target: { value: 'Lovely glaze' } });
    publish();
    expect(await screen.findByText('This item has already been reviewed')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
