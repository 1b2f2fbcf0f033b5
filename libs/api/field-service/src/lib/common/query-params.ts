import { ValidateBy } from 'class-validator';
import { isUuid } from '@campo/platform';

/*
 * Building blocks of the query DTOs. Each rule is one constraint with one message, so a
 * bad parameter yields one entry in `detalhes`, worded as the routes always worded it.
 */

/** An empty query parameter (`?setor=`) reads as absent, as the routes always took it. */
export const emptyToUndefined = ({ value }: { value: unknown }) =>
  value === '' ? undefined : value;

/** A number from the query string (`?ano=2026`); absent or empty stays undefined. */
export const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);

/** A record id, by the same rule as the path's ids (`isUuid`). */
export function IsId(message: string) {
  return ValidateBy({
    name: 'isId',
    validator: {
      validate: (value) => typeof value === 'string' && isUuid(value),
      defaultMessage: () => message,
    },
  });
}

/** A whole number, within the bounds when given. */
export function IsWholeNumber(message: string, bounds: { min?: number; max?: number } = {}) {
  return ValidateBy({
    name: 'isWholeNumber',
    validator: {
      validate: (value) =>
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= (bounds.min ?? -Infinity) &&
        value <= (bounds.max ?? Infinity),
      defaultMessage: () => message,
    },
  });
}
