import { MAX_ROWS_PER_REQUEST } from '@campo/contracts';
import { platformError } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';

/**
 * Parses and checks the body of a preview or write: JSON, an object with a
 * `linhas` array of objects, not empty, at most 500 rows.
 */
export function parseBatchBody(raw: unknown): Record<string, unknown>[] {
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      throw platformError(
        'CORPO_INVALIDO',
        'O corpo da requisição não é um JSON válido: confira a serialização (aspas, vírgulas, colchetes).',
      );
    }
  }
  if (!isPlainObject(body) || !Array.isArray(body.linhas)) {
    throw platformError(
      'CORPO_INVALIDO',
      'O corpo deve ser um objeto JSON com o array "linhas": {"linhas": [{...}, ...]}.',
    );
  }
  const rows: unknown[] = body.linhas;
  if (rows.length === 0)
    throw ingestionError('LOTE_VAZIO', 'O lote está vazio: envie ao menos uma linha em "linhas".');
  if (rows.length > MAX_ROWS_PER_REQUEST) {
    throw ingestionError(
      'LOTE_GRANDE_DEMAIS',
      `O lote tem ${rows.length} linhas; o máximo por requisição é ${MAX_ROWS_PER_REQUEST}. Divida-o em lotes menores.`,
      { maximo: MAX_ROWS_PER_REQUEST, recebidas: rows.length },
    );
  }
  const bad = rows.findIndex((row) => !isPlainObject(row));
  if (bad >= 0) {
    throw platformError(
      'CORPO_INVALIDO',
      `A linha ${bad + 1} não é um objeto JSON; cada item de "linhas" deve ser um objeto.`,
    );
  }
  return rows as Record<string, unknown>[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
