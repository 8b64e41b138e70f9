// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { StarInput } from './star-input';

function Harness({ error, onChange }: { error?: string; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <I18nextProvider i18n={getI18n('en')}>
      <StarInput
        name="rating"
        value={value}
        error={error}
        onChange={(n) => {
          setValue(n);
          onChange?.(n);
        }}
      />
    </I18nextProvider>
  );
}

describe('StarInput', () => {
  afterEach(cleanup);

  it('is a labelled radio group of five stars, nothing chosen at first', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Rating' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(
      radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('chooses a star by its radio (keyboard and clicks on the star alike), and fills the stars up to it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    const filled = screen
      .getAllByRole('radio')
      .map((radio) =>
        radio.parentElement?.querySelector('svg')?.getAttribute('class')?.includes('text-accent'),
      );
    expect(filled).toEqual([true, true, true, true, false]);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('announces its error and marks the radios invalid', () => {
    render(<Harness error="Choose from 1 to 5 stars" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose from 1 to 5 stars');
    expect(screen.getByRole('group', { name: 'Rating' }).getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getAllByRole('radio')[0]?.getAttribute('aria-invalid')).toBe('true');
  });
});
