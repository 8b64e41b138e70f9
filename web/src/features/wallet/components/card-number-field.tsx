import { useLayoutEffect, useRef } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.js';
import { cardDigits, caretAfterDigits, formatCardNumber } from '../lib/card-number.js';

export type CardNumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'ref'> & {
  value: string;
  onChange: (formatted: string) => void;
};

/**
 * Groups the digits by four while typing. Formatting moves the text under the caret, so the caret is put back
 * after the same digit it followed (editing in the middle does not jump to the end).
 */
export function CardNumberField({ value, onChange, ...rest }: CardNumberFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextField
      {...rest}
      ref={input}
      value={value}
      inputMode="numeric"
      autoComplete="cc-number"
      // 19 digits and 4 spaces.
      maxLength={23}
      onChange={(event) => {
        const raw = event.target.value;
        const digitsBefore = cardDigits(raw.slice(0, event.target.selectionStart ?? raw.length)).length;
        const formatted = formatCardNumber(raw);
        caret.current = caretAfterDigits(formatted, digitsBefore);
        onChange(formatted);
      }}
    />
  );
}
