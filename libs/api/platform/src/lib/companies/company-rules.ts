import { LOGO_MAX_BYTES } from '@campo/contracts';
import { accountError } from '../users/account-errors';

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

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * A logo as a `data:` URL, from its bytes in base64 (or a `data:` URL). The type is
 * read from the content's magic bytes, never from a declared type or name: PNG or
 * JPEG only (SVG can carry scripts and external references, and is refused), at
 * most LOGO_MAX_BYTES.
 */
export function logoDataUrl(input: string): string {
  const base64 = input.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
    throw accountError('LOGO_INVALIDO', 'O logotipo deve ser uma imagem PNG ou JPEG.');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw accountError(
      'LOGO_GRANDE_DEMAIS',
      `O logotipo tem ${kib(bytes.length)}; o máximo é ${kib(LOGO_MAX_BYTES)}.`,
      { maximoBytes: LOGO_MAX_BYTES },
    );
  }
  const type = bytes.subarray(0, PNG.length).equals(PNG)
    ? 'image/png'
    : bytes.subarray(0, JPEG.length).equals(JPEG)
      ? 'image/jpeg'
      : null;
  if (!type) {
    throw accountError(
      'LOGO_INVALIDO',
      'O arquivo não é uma imagem PNG ou JPEG (o tipo é verificado pelo conteúdo).',
    );
  }
  return `data:${type};base64,${bytes.toString('base64')}`;
}

function kib(bytes: number) {
  return `${Math.ceil(bytes / 1024)} KiB`;
}
