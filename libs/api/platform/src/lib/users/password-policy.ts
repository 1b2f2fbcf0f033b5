import { PASSWORD_MIN_LENGTH } from '@campo/contracts';
import commonPasswords from './common-passwords.json';

/**
 * The password policy of NIST SP 800-63B (5.1.1.2): at least 8 characters, no
 * composition rules (no "one digit, one symbol"), any printable or Unicode
 * character and spaces allowed (but not spaces alone), and refused when it is a commonly used password or
 * derives from the account itself (here: equal to the e-mail or its local part).
 *
 * The list is the 10,000 most frequent passwords of the ranked list shipped by
 * `@zxcvbn-ts/language-common` 3.0.4 (`src/passwords.json`, MIT; itself the
 * xato.net corpus of 10 million leaked passwords used by Dropbox's zxcvbn).
 */
const COMMON = new Set<string>(commonPasswords as string[]);

/**
 * Blank characters only: every Unicode space (`\s`: spaces, tabs, line breaks, the no-break
 * and ideographic spaces...) and the invisible format characters (zero-width space and
 * joiners, word joiner, soft hyphen), which a password field shows as nothing.
 */
const ONLY_BLANKS = /^[\s\u00ad\u200b-\u200d\u2060\ufeff]*$/u;

/** Why the password is refused (a pt-BR sentence), or null when it is accepted. */
export function passwordProblem(password: string, email: string): string | null {
  const normalized = password.normalize('NFKC');
  if (ONLY_BLANKS.test(normalized)) {
    return 'A senha não pode ser feita só de espaços. Use letras, números ou símbolos também.';
  }
  if ([...normalized].length < PASSWORD_MIN_LENGTH) {
    return `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  }
  const folded = normalized.trim().toLowerCase();
  const account = email.trim().toLowerCase();
  if (folded === account || folded === account.split('@')[0]) {
    return 'A senha não pode ser igual ao e-mail.';
  }
  if (COMMON.has(folded)) {
    return 'Esta senha está entre as mais usadas e é das primeiras que um atacante tenta. Escolha outra.';
  }
  return null;
}
