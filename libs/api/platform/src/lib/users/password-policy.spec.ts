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
});
