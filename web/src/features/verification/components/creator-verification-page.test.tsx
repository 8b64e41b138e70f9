// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { VerificationStatusQuery } from '../api/verification-status';
import { creatorApplication, statusMock } from '../test/fixtures';
import { CreatorVerificationPage } from './creator-verification-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const show = (mock = statusMock()) => renderAt(<CreatorVerificationPage />, '/auth/creator', [mock]);

describe('CreatorVerificationPage', () => {
  afterEach(cleanup);

  it('sends accounts without real-name verification to the account page first', async () => {
    show(statusMock({ realNameVerified: false }));
    expect(await screen.findByText('Verify your real name first')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Go to real-name verification' }));
    expect(screen.getByTestId('navigated').textContent).toBe('/account');
  });

  it('says the real-name application is under review instead of linking to its form', async () => {
    show(statusMock({ realNameVerified: false, realName: 'UNDER_REVIEW' }));
    expect(
      await screen.findByRole('heading', { name: 'Your real-name verification is under review' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Creator and organisation verification open once a reviewer has approved it. We'll send you a message.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to real-name verification' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start application' })).toBeNull();
  });

  it('explains the application and links to the form when nothing was submitted', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Become a verified creator' })).toBeVisible();
    expect(screen.getByText('1 to 4 photos of your ID card, seen only by reviewers')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Start application' }));
    expect(screen.getByTestId('navigated').textContent).toBe('/auth/creator/form');
  });

  it('shows the submission date while under review', async () => {
    show(
      statusMock({
        creator: 'UNDER_REVIEW',
        creatorApplication: creatorApplication({ status: 'UNDER_REVIEW' }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeVisible();
    expect(screen.getByText(/^Submitted on Mar 1, 2026/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start application' })).toBeNull();
  });

  it('shows the creator badge once approved', async () => {
    show(statusMock({ type: 'CREATOR', creator: 'APPROVED' }));
    expect(await screen.findByText('Verified creator')).toBeVisible();
    expect(
      screen.getByText('Your account type is now Creator. You can publish works and projects.'),
    ).toBeVisible();
  });

  it("shows the reviewer's reason and offers to apply again after a rejection", async () => {
    show(
      statusMock({
        creator: 'REJECTED',
        rejectReason: 'The ID photo is blurred.',
        creatorApplication: creatorApplication(),
      }),
    );
    expect(await screen.findByText('The ID photo is blurred.')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Apply again' }));
    expect(screen.getByTestId('navigated').textContent).toBe('/auth/creator/form');
  });

  it('tells organisations they need no creator verification', async () => {
    show(statusMock({ type: 'ORGANISATION', org: 'APPROVED' }));
    expect(
      await screen.findByText(
        'Your account already has creator permissions, so no creator verification is needed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start application' })).toBeNull();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    show({ request: { query: VerificationStatusQuery }, error: new Error('down') });
    expect(await screen.findByText("Couldn't load your verification status")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
