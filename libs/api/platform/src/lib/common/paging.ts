import { platformError } from './app-exception';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `pagina` (from 1) and `porPagina` (1 to 200) from a query string, refusing anything else. */
export function readPaging(query: Record<string, unknown>) {
  const pagina = positiveInt(query.pagina, 1, 'pagina');
  const porPagina = positiveInt(query.porPagina, DEFAULT_PAGE_SIZE, 'porPagina');
  if (porPagina > MAX_PAGE_SIZE) throw invalid(`porPagina: máximo de ${MAX_PAGE_SIZE}`);
  return { pagina, porPagina };
}

function positiveInt(value: unknown, fallback: number, name: string) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(number) || number < 1 || number > 1_000_000) {
    throw invalid(`${name}: deve ser um número inteiro positivo`);
  }
  return number;
}

export function invalid(detail: string) {
  return platformError('DADOS_INVALIDOS', `Dados inválidos: ${detail}.`, { detalhes: [detail] });
}
