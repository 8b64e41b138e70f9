// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('TextField and TextArea', () => {
  afterEach(cleanup);

  it('labels the input and describes it with the hint while valid', () => {
    render(<TextField label="Bank name" hint="As printed on the card" name="bank" />);
    const input = screen.getByRole('textbox', { name: 'Bank name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('name')).toBe('bank');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('As printed on the card');
  });

  it('marks the input invalid and points at the error before the hint', () => {
    render(<TextField label="Card number" hint="12–19 digits" error="Not a valid card number" />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const [first, second] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(first ?? '')?.textContent).toBe('Not a valid card number');
    expect(document.getElementById(second ?? '')?.textContent).toBe('12–19 digits');
    expect(screen.getByRole('alert').textContent).toBe('Not a valid card number');
  });

  it('wires the text area the same way', () => {
    render(<TextArea label="Reason" error="Give a reason" />);
    const area = screen.getByRole('textbox', { name: 'Reason' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Give a reason',
    );
  });
});
