// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { creatorApplication } from '../test/fixtures';
import { ReviewApplicationCard, type ReviewRecord } from './review-application-card';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

function record(nickname: string, nicknameFlagged: boolean) {
  return creatorApplication({
    status: 'UNDER_REVIEW',
    rejectReason: null,
    reviewedAt: null,
    applicant: { __typename: 'Applicant', id: 'c9', nickname, type: 'REAL_NAME', nicknameFlagged },
  }) as unknown as ReviewRecord;
}

describe('ReviewApplicationCard nickname flag', () => {
  afterEach(cleanup);

  it('warns reviewers when the applicant’s nickname resembles the platform', () => {
    renderAt(<ReviewApplicationCard application={record('N3xtland 0fficial', true)} />, '/review');
    expect(screen.getByTestId('nickname-flag').textContent).toBe(
      'This nickname resembles the platform or its staff: check for impersonation.',
    );
  });

  it('shows no warning otherwise', () => {
    renderAt(<ReviewApplicationCard application={record('Lin Wan', false)} />, '/review');
    expect(screen.queryByTestId('nickname-flag')).toBeNull();
  });
});
