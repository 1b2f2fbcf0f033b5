/**
 * The CNPJ's 14 digits when its two check digits are right (dots, slash and dash
 * ignored), else null. A CNPJ of one repeated digit passes the arithmetic but is
 * not issued, and is refused too.
 */
export function normalizeCnpj(value: string): string | null {
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return null;
  const check = (length: number) => {
    const weights =
      length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]) ? digits : null;
}

/** Whether the name is an IANA time zone this runtime knows (`America/Sao_Paulo`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The CNPJ's 14 digits as printed: 12.345.678/0001-95. */
export function formatCnpj(cnpj: string): string {
  return cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
