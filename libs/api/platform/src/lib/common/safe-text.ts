/**
 * Rules every text of a request obeys, whatever route or DTO receives it: no NUL
 * (PostgreSQL cannot store it in text), no unpaired UTF-16 surrogate (no UTF-8 exists
 * for it: PostgreSQL and `encodeURIComponent` refuse it), and no key that names an
 * object's prototype machinery (`__proto__`, `constructor`, `prototype`), which
 * class-transformer would copy onto the DTO it builds.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** With the `u` flag a surrogate pair reads as one code point, so only a lone half matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The problem with one text, in the words of a validation message; undefined when none. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'não pode conter o caractere nulo (U+0000)';
  if (LONE_SURROGATE.test(text)) {
    return 'contém um caractere Unicode inválido (metade de um par substituto)';
  }
  return undefined;
}

/**
 * Every problem in a parsed request value (a JSON body, a query or a path parameter),
 * each as `campo: mensagem` with the field's path (`itens.0.nome`). Bodies reach
 * here at most MAX_JSON_DEPTH deep (the body parser refuses deeper ones); the walk
 * is iterative all the same.
 */
export function unsafeTextProblems(value: unknown, root = ''): string[] {
  const problems: string[] = [];
  const pending: Array<[unknown, string]> = [[value, root]];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [current, path] = item;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) problems.push(`${path || 'valor'}: ${problem}`);
      continue;
    }
    if (!isWalkable(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      const keyProblem = FORBIDDEN_KEYS.has(key)
        ? 'nome de campo não permitido'
        : textProblem(key) && `o nome do campo ${textProblem(key)}`;
      if (keyProblem) problems.push(`${printable(childPath)}: ${keyProblem}`);
      else pending.push([child, childPath]);
    }
  }
  return problems;
}

/** Plain objects and arrays; a Buffer (an upload) or a class instance is not a request's JSON. */
function isWalkable(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A path that names a bad key cannot be echoed as it is. */
function printable(path: string) {
  return path.replaceAll('\u0000', '\\u0000').replace(/[\uD800-\uDFFF]/gu, '\\u{?}');
}
