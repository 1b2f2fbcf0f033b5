import { textProblem, unsafeTextProblems } from './safe-text';

describe('safe text', () => {
  it('accepts ordinary text, accents, emoji (a surrogate pair) and control characters other than NUL', () => {
    for (const text of ['', 'Não', 'ação 😀', 'linha\nlinha\ttab', 'x'.repeat(100_000)])
      expect(textProblem(text)).toBeUndefined();
  });

  it('refuses NUL and each half of a surrogate pair on its own', () => {
    expect(textProblem('a\u0000b')).toMatch(/caractere nulo/);
    expect(textProblem('\ud800')).toMatch(/par substituto/);
    expect(textProblem('x\udc00y')).toMatch(/par substituto/);
    expect(textProblem('😀'.slice(0, 1))).toMatch(/par substituto/);
  });

  it('names the field of each problem, nested and in lists', () => {
    const problems = unsafeTextProblems({
      nome: 'ok',
      descricao: 'a\u0000',
      itens: [{ nome: 'b' }, { nome: '\ud800' }],
      numero: 3,
    });
    expect(problems.sort()).toEqual([
      'descricao: não pode conter o caractere nulo (U+0000)',
      'itens.1.nome: contém um caractere Unicode inválido (metade de um par substituto)',
    ]);
  });

  it('names a lone value by its parameter', () => {
    expect(unsafeTextProblems('\u0000', 'id')).toEqual([
      'id: não pode conter o caractere nulo (U+0000)',
    ]);
    expect(unsafeTextProblems(undefined, 'id')).toEqual([]);
  });

  it('refuses keys that reach the prototype, and bad text in keys', () => {
    const body = JSON.parse('{"__proto__":{"admin":true},"a":{"constructor":{"prototype":{}}}}');
    expect(unsafeTextProblems(body).sort()).toEqual([
      '__proto__: nome de campo não permitido',
      'a.constructor: nome de campo não permitido',
    ]);
    expect(unsafeTextProblems({ ['x\u0000']: 1 })).toEqual([
      'x\\u0000: o nome do campo não pode conter o caractere nulo (U+0000)',
    ]);
  });

  it('leaves uploads (bytes) alone', () => {
    expect(unsafeTextProblems(Buffer.from([0, 0xd8, 0]))).toEqual([]);
  });
});
