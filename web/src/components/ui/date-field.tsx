// https://react-spectrum.adobe.com/react-aria/DateField.html — a date typed segment by segment (year, month,
// day in the viewer's order and language), so no free text ever reaches the date rule unparsed.
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Text,
} from 'react-aria-components';

export type DateFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the field, announced, and marks it invalid. */
  error?: string | null | undefined;
  name?: string;
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** `YYYY-MM-DD` bounds; the server's rule still decides. */
  min?: string;
  max?: string;
  /** BCP 47 language of the segments' order and names (`zh-CN`). */
  lang: string;
  className?: string;
};

function toCalendarDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export function DateField({
  label,
  hint,
  error,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  lang,
  className,
}: DateFieldProps) {
  return (
    <I18nProvider locale={lang}>
      <AriaDateField
        name={name}
        value={toCalendarDate(value)}
        // A half-typed date is null: the field holds '' until every segment is filled.
        onChange={(date) => onChange(date ? date.toString() : '')}
        onBlur={onBlur}
        minValue={toCalendarDate(min) ?? undefined}
        maxValue={toCalendarDate(max) ?? undefined}
        isInvalid={Boolean(error)}
        // The rule's message is the one shown, not the browser's built-in one.
        validationBehavior="aria"
        granularity="day"
        className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}
      >
        <Label className="font-medium text-ink text-sm">{label}</Label>
        <DateInput className="flex h-11 w-full items-center rounded-xl bg-surface px-4 text-ink text-sm ring-1 ring-line transition focus-within:ring-ink/40 data-[invalid]:ring-danger/70">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none focus:bg-ink focus:text-black data-[placeholder]:text-subtle"
            />
          )}
        </DateInput>
        <FieldError className="text-danger text-xs">{error}</FieldError>
        {hint ? (
          <Text slot="description" className="text-subtle text-xs">
            {hint}
          </Text>
        ) : null}
      </AriaDateField>
    </I18nProvider>
  );
}
