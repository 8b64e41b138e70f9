// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { orgApplication, statusMock } from '../test/fixtures';
import { OrgVerificationPage } from './org-verification-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

describe('OrgVerificationPage', () => {
  afterEach(cleanup);

  it('lets a creator start an organisation application', async () => {
    renderAt(<OrgVerificationPage />, '/auth/org', [statusMock({ type: 'CREATOR', creator: 'APPROVED' })]);
    expect(await screen.findByRole('heading', { name: 'Verify your organisation' })).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Start application' }));
    expect(screen.getByTestId('navigated').textContent).toBe('/auth/org/form');
  });

  it('shows the rejection reason of the organisation application', async () => {
    renderAt(<OrgVerificationPage />, '/auth/org', [
      statusMock({
        org: 'REJECTED',
        orgApplication: orgApplication(),
        rejectReason: 'The licence has expired.',
      }),
    ]);
    expect(await screen.findByText('The licence has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply again' })).toBeVisible();
  });

  it('shows the organisation badge once approved', async () => {
    renderAt(<OrgVerificationPage />, '/auth/org', [statusMock({ type: 'ORGANISATION', org: 'APPROVED' })]);
    expect(await screen.findByText('Verified organisation')).toBeVisible();
  });
});
