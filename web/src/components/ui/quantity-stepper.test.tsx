// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n.js';
import { clampQuantity, QuantityStepper } from './quantity-stepper.js';

function Stepper({ max, onChange }: { max: number; onChange: (n: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <I18nextProvider i18n={getI18n('en')}>
      <QuantityStepper
        value={value}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </I18nextProvider>
  );
}

describe('clampQuantity', () => {
  it('keeps a quantity within 1 … max, whole', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('QuantityStepper', () => {
  afterEach(cleanup);

  it('steps with its buttons and keys between 1 and max, and says its bounds', () => {
    const onChange = vi.fn();
    render(<Stepper max={3} onChange={onChange} />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const increase = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(box.getAttribute('aria-valuemin')).toBe('1');
    expect(box.getAttribute('aria-valuemax')).toBe('3');
    expect(decrease.disabled).toBe(true);
    fireEvent.click(increase);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('3');
    expect(box.getAttribute('aria-valuenow')).toBe('3');
    expect(increase.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Home' });
    expect(box.value).toBe('1');
    fireEvent.keyDown(box, { key: 'End' });
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([2, 3, 1, 3]);
  });

  it('takes typed digits when the box is left or Enter is pressed, clamped; junk puts the value back', () => {
    const onChange = vi.fn();
    render(<Stepper max={10} onChange={onChange} />);
    const box = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.change(box, { target: { value: '12' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('10');
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.blur(box);
    expect(box.value).toBe('10');
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.blur(box);
    expect(box.value).toBe('1');
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([10, 1]);
  });
});
