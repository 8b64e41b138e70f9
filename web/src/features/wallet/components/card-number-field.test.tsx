// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardNumberField } from './card-number-field';

function Harness() {
  const [value, setValue] = useState('6222 0212');
  return <CardNumberField label="Card number" value={value} onChange={setValue} />;
}

/** Types like a browser does: the new text and the caret change together, then `input` fires. */
function typeAt(input: HTMLInputElement, text: string, caret: number) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, text);
    input.setSelectionRange(caret, caret);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('CardNumberField', () => {
  afterEach(cleanup);

  it('regroups the digits and keeps the caret after the digit just typed', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    input.focus();
    // "1" typed after "6222 0".
    typeAt(input, '6222 01212', 7);
    expect(input.value).toBe('6222 0121 2');
    expect(input.selectionStart).toBe(7);
  });
});
