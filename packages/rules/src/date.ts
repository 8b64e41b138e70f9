import { z } from 'zod';

/** True for a real calendar day written `YYYY-MM-DD` (so not `2023-02-29` or `2023-04-31`). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in UTC as `YYYY-MM-DD` (birthdays compare as strings). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A strict calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.string().refine(isCalendarDate, { error: 'field.date' });

/** A day from 1900-01-01 up to today: birthdays (and, by the ID card rule, birth dates). */
export const pastDate = calendarDate.refine((value) => value >= '1900-01-01' && value <= todayIso(), {
  error: 'field.date',
});
