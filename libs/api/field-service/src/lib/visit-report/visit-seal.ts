// The sealed content of a visit report and its hash: pure functions, no I/O.
import { createHash } from 'node:crypto';
import type { AcceptanceKind, PhotoLabel, ReadingKind } from '@campo/contracts';
import { canonicalJson } from '@campo/platform';

/**
 * What a visit report says, as sealed when the client's acceptance is recorded: the
 * order and its unit, what was done, the checklist, the gas events, the photos by their
 * SHA-256 and the acceptance (the signature by its SHA-256). Times that come later (the
 * end of the attendance) are not part of it.
 */
export interface VisitContent {
  versao: 1;
  ordem: {
    id: string;
    codigo: string;
    tipo: string;
    descricao: string | null;
    abertura: string;
    inicioAtendimento: string | null;
  };
  cliente: string | null;
  contrato: string;
  equipamento: {
    codigo: string;
    descricao: string | null;
    setor: string | null;
    localizacao: string | null;
    tipo: string | null;
    fabricante: string | null;
    modelo: string | null;
  } | null;
  tecnicos: string[];
  causaRaiz: string | null;
  servicos: Array<{ id: string; descricao: string; observacao: string | null }>;
  leituras: Array<{ id: string; grandeza: ReadingKind; valor: number; unidade: string }>;
  materiais: Array<{ id: string; descricao: string; quantidade: number; unidade: string }>;
  recomendacoes: Array<{ id: string; texto: string }>;
  checklist: Array<{ item: string; conforme: boolean; observacao: string | null }>;
  fluidos: Array<{
    id: string;
    tipoGas: string;
    tipoEvento: string;
    quantidadeKg: number;
    dataEvento: string;
  }>;
  fotos: Array<{ id: string; rotulo: PhotoLabel; legenda: string | null; sha256: string }>;
  aceite: {
    tipo: AcceptanceKind;
    nome: string | null;
    documento: string | null;
    motivo: string | null;
    em: string;
    assinaturaSha256: string | null;
  } | null;
}

/** The lists of the content whose later additions or changes are addenda. */
export const CONTENT_LISTS = [
  'servicos',
  'leituras',
  'materiais',
  'recomendacoes',
  'checklist',
  'fluidos',
  'fotos',
] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

/** SHA-256 (hex) over the canonical JSON (keys sorted, no spaces) of the content. */
export function sealHash(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** One change made after the seal: a line added or changed in a list, or the root cause. */
export type Addendum =
  | { lista: ContentList; item: VisitContent[ContentList][number] }
  | { lista: 'causaRaiz'; item: { causaRaiz: string | null } };

/**
 * What the current content has that the sealed one does not: every line added or
 * changed since (by its canonical JSON), and a changed root cause. Lines are never
 * removed by the app, so additions and changes are all there is to show.
 */
export function addendaSince(sealed: VisitContent, current: VisitContent): Addendum[] {
  const addenda: Addendum[] = [];
  for (const lista of CONTENT_LISTS) {
    const before = new Set((sealed[lista] as unknown[]).map((item) => canonicalJson(item)));
    for (const item of current[lista] as VisitContent[ContentList]) {
      if (!before.has(canonicalJson(item))) addenda.push({ lista, item });
    }
  }
  if ((sealed.causaRaiz ?? null) !== (current.causaRaiz ?? null))
    addenda.push({ lista: 'causaRaiz', item: { causaRaiz: current.causaRaiz } });
  return addenda;
}
