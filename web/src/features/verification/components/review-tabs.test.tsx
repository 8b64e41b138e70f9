// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { type ReviewTab, ReviewTabs } from './review-tabs.js';

function Harness() {
  const [kind, setKind] = useState<ReviewTab>('REALNAME');
  return (
    <I18nextProvider i18n={getI18n('en')}>
      <ReviewTabs value={kind} onChange={setKind} toolbar={null}>
        <p>queue of {kind}</p>
      </ReviewTabs>
    </I18nextProvider>
  );
}

describe('ReviewTabs', () => {
  afterEach(cleanup);

  it('moves between kinds with the arrow keys and labels the panel by its tab', () => {
    render(<Harness />);
    const realName = screen.getByRole('tab', { name: 'Real name' });
    expect(realName.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Real name' }).textContent).toBe('queue of REALNAME');
    realName.focus();
    fireEvent.keyDown(realName, { key: 'ArrowRight' });
    const creators = screen.getByRole('tab', { name: 'Creators' });
    expect(creators.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(creators);
    expect(screen.getByRole('tabpanel', { name: 'Creators' }).textContent).toBe('queue of CREATOR');
    // Only the selected tab is in the Tab order.
    expect(realName.getAttribute('tabindex')).toBe('-1');
  });
});
