/**
 * Brazilian registration numbers as people type and read them: a CNPJ (company, 14
 * digits) or a CPF (person, 11 digits). One definition for the API's checks and for
 * every screen, PDF and document that prints them.
 */

const digitsOf = (value: string) => value.replace(/[.\-/\s]/g, '');

/** The mod-11 check digit of `digits` under `weights` (the CNPJ's and the CPF's rule). */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CNPJ_WEIGHTS_12 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_13 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The CNPJ's 14 digits when its two check digits are right (dots, slash and dash
 * ignored), else null. A CNPJ of one repeated digit passes the arithmetic but is
 * not issued, and is refused too.
 */
export function normalizeCnpj(value: string): string | null {
  const digits = digitsOf(value);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return null;
  return checkDigit(digits, CNPJ_WEIGHTS_12) === Number(digits[12]) &&
    checkDigit(digits, CNPJ_WEIGHTS_13) === Number(digits[13])
    ? digits
    : null;
}

/** The CPF's 11 digits when its two check digits are right, else null (same rules as the CNPJ's). */
export function normalizeCpf(value: string): string | null {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return null;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]) ? digits : null;
}

/** The CNPJ's 14 digits as printed: 12.345.678/0001-95 (anything else as it came). */
export function formatCnpj(cnpj: string): string {
  return digitsOf(cnpj).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** The CPF's 11 digits as printed: 123.456.789-09 (anything else as it came). */
export function formatCpf(cpf: string): string {
  return digitsOf(cpf).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/**
 * A "CNPJ/CPF" field as printed: 14 digits as a CNPJ, 11 as a CPF, anything else (a
 * foreign registration, a text the ERP sent) exactly as stored.
 */
export function formatCnpjOrCpf(value: string): string {
  const digits = digitsOf(value);
  if (/^\d{14}$/.test(digits)) return formatCnpj(digits);
  if (/^\d{11}$/.test(digits)) return formatCpf(digits);
  return value;
}
