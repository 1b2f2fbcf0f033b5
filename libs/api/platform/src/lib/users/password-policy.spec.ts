import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  const email = 'maria.souza@empresa.com.br';

  it('accepts 8 characters or more with no composition rule', () => {
    expect(passwordProblem('cavalo bateria grampo', email)).toBeNull();
    expect(passwordProblem('ipêamarelo', email)).toBeNull();
  });

  it('refuses fewer than 8 characters, counting characters and not bytes', () => {
    expect(passwordProblem('curta', email)).toMatch(/pelo menos 8/);
    expect(passwordProblem('ééééééé', email)).toMatch(/pelo menos 8/);
    expect(passwordProblem('éééééééé', email)).toBeNull();
  });

  it('refuses the common passwords of the shipped list, in any case', () => {
    for (const common of ['password', '12345678', 'qwertyuiop', 'Sunshine1', 'iloveyou']) {
      expect(passwordProblem(common, email)).toMatch(/mais usadas/);
    }
  });

  it('refuses the e-mail itself and its local part', () => {
    expect(passwordProblem('Maria.Souza@empresa.com.br', email)).toMatch(/e-mail/);
    expect(passwordProblem('maria.souza', email)).toMatch(/e-mail/);
  });

  it('refuses passwords made only of blanks, of any kind and length, and accepts spaces among other characters', () => {
    for (const blank of [
      ' '.repeat(8),
      ' '.repeat(64),
      '\t\t\t\t\n\n\n\n',
      '\u00a0'.repeat(8),
      '\u3000'.repeat(8),
      '\u200b'.repeat(8),
      ' \u2003 \u2009 \u00a0 \ufeff ',
      '',
    ]) {
      expect(passwordProblem(blank, email)).toBe(
        'A senha não pode ser feita só de espaços. Use letras, números ou símbolos também.',
      );
    }
    expect(passwordProblem('        x', email)).toBeNull();
  });
});
