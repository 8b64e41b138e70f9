// https://react-spectrum.adobe.com/react-aria/Select.html — a labelled, keyboard- and screen-reader-ready
// select; the popup list is react-aria's (not a native <select>), styled like the other fields.
import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';

export type SelectOption<K extends string> = { id: K; label: string };

export type SelectFieldProps<K extends string> = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the select, announced, and marks it invalid. */
  error?: string | null | undefined;
  name?: string;
  options: readonly SelectOption<K>[];
  value: K | null;
  onChange: (value: K) => void;
  onBlur?: () => void;
  placeholder?: string;
  isRequired?: boolean;
  className?: string;
};

export function SelectField<K extends string>({
  label,
  hint,
  error,
  name,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  isRequired,
  className,
}: SelectFieldProps<K>) {
  return (
    <Select
      name={name}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key) as K);
      }}
      onBlur={onBlur}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      className={className ? `group flex flex-col gap-1.5 ${className}` : 'group flex flex-col gap-1.5'}
    >
      <Label className="font-medium text-ink text-sm">
        {label}
        {/* The mark text fields show (field-shell.tsx). */}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        ) : null}
      </Label>
      <Button className="flex h-11 w-full items-center justify-between rounded-xl bg-surface px-4 text-left text-ink text-sm ring-1 ring-line transition focus:outline-none focus-visible:ring-ink/40 group-data-[invalid]:ring-danger/70">
        <SelectValue className="truncate data-[placeholder]:text-subtle" />
        <span aria-hidden="true" className="text-subtle">
          ▾
        </span>
      </Button>
      <FieldError className="text-danger text-xs">{error}</FieldError>
      {hint ? (
        <Text slot="description" className="text-subtle text-xs">
          {hint}
        </Text>
      ) : null}
      <Popover className="min-w-(--trigger-width) rounded-xl bg-surface p-1 shadow-lg ring-1 ring-line">
        <ListBox className="max-h-72 overflow-auto outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              className="cursor-default rounded-lg px-3 py-2 text-ink text-sm outline-none data-[focused]:bg-line/60 data-[selected]:font-medium"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
