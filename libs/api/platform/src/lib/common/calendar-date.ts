import { applyDecorators } from '@nestjs/common';
import { isISO8601, ValidateBy } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { dayNumberOf, fromDayNumber } from './day-numbers';

/** The years a date of the service's records may fall in (a plan's start, an execution, a period). */
export const CALENDAR_YEARS = { min: 1900, max: 9999 } as const;

/**
 * A `YYYY-MM-DD` that names a day of the calendar (`2026-02-31` and `9999-99-99` do
 * not), in CALENDAR_YEARS: what PostgreSQL will take as a `date` and the schedule can
 * project from.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return false;
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    fromDayNumber(dayNumberOf(year, month - 1, day)) === value
  );
}

/**
 * `@IsCalendarDate('inicio deve ser uma data AAAA-MM-DD')`: the DTO rule for a date
 * field, described in the OpenAPI document as `format: date`.
 */
export function IsCalendarDate(message: string) {
  return applyDecorators(
    ValidateBy({
      name: 'isCalendarDate',
      validator: { validate: isCalendarDate, defaultMessage: () => message },
    }),
    JSONSchema({ type: 'string', format: 'date' }),
  );
}

/**
 * An ISO 8601 date-time (or a date) on a day of the calendar in CALENDAR_YEARS, that
 * JavaScript reads as an instant: what validator's `isISO8601` alone lets through
 * (week dates, ordinal dates, year 0) does not reach a query.
 */
export function isCalendarInstant(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    isISO8601(value, { strict: true }) &&
    isCalendarDate(value.slice(0, 10)) &&
    !Number.isNaN(Date.parse(value))
  );
}

/** `@IsCalendarInstant('expiraEm deve ser uma data e hora ISO 8601')`: `format: date-time`. */
export function IsCalendarInstant(message: string) {
  return applyDecorators(
    ValidateBy({
      name: 'isCalendarInstant',
      validator: { validate: isCalendarInstant, defaultMessage: () => message },
    }),
    JSONSchema({ type: 'string', format: 'date-time' }),
  );
}
