import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a function that says what is wrong with the values,
 * field by field (the rules a form shares with the server, in @campo/contracts): the form
 * submits only when it returns no problem, and each problem shows under its field.
 */
export function problemsResolver<Values extends FieldValues>(
  problemsOf: (values: Values) => Partial<Record<string, string | undefined>>,
): Resolver<Values> {
  return (values) => {
    const problems = Object.entries(problemsOf(values)).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<Values>;
    return { values: {}, errors };
  };
}
