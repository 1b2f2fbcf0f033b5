// The sealed content of a visit report and its hash: pure functions, no I/O.
import { createHash } from 'node:crypto';
import type { AcceptanceKind, PhotoLabel, ReadingKind } from '@campo/contracts';
import { canonicalJson } from '@campo/platform';

/**
 * What a visit report says, as sealed: the order and its unit, what was done, the
 * checklist, the gas events, the photos by their SHA-256 and the acceptance (the
 * signature by its SHA-256).
 *
 * Version 1 (sealed at the acceptance with whatever the server had then) has none of
 * the optional fields below. Version 2 is the signed manifest: exactly its items (each
 * with the server's receive time, photos also with the SHA-256 of the bytes the phone
 * uploaded), the device and server times of the start, the end and the acceptance, and
 * the signer's role and whether they are one of the client's registered contacts.
 */
export interface VisitContent {
  versao: 1 | 2;
  horarios?: {
    inicio: { aparelho: string | null; servidor: string | null };
    fim: { aparelho: string };
    aceite: { aparelho: string; servidor: string };
  };
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
  servicos: Array<{ id: string; descricao: string; observacao: string | null } & Received>;
  leituras: Array<{ id: string; grandeza: ReadingKind; valor: number; unidade: string } & Received>;
  materiais: Array<
    { id: string; descricao: string; quantidade: number; unidade: string } & Received
  >;
  recomendacoes: Array<{ id: string; texto: string } & Received>;
  /** `naoSeAplica` only on an item that did not apply (absent on every other answer). */
  checklist: Array<{
    item: string;
    conforme: boolean;
    observacao: string | null;
    naoSeAplica?: true;
  }>;
  fluidos: Array<{
    id: string;
    tipoGas: string;
    tipoEvento: string;
    quantidadeKg: number;
    dataEvento: string;
  }>;
  fotos: Array<
    {
      id: string;
      rotulo: PhotoLabel;
      legenda: string | null;
      /** The stored (re-encoded) image's SHA-256. */
      sha256: string;
      /** Version 2: the SHA-256 of the bytes the phone uploaded, as the manifest lists it. */
      sha256Enviado?: string;
    } & Received
  >;
  aceite: {
    tipo: AcceptanceKind;
    nome: string | null;
    cargo?: string | null;
    documento: string | null;
    assinanteConhecido?: boolean | null;
    motivo: string | null;
    em: string;
    assinaturaSha256: string | null;
  } | null;
}

/** Version 2: when the server received a manifest item. */
interface Received {
  recebidoEm?: string;
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
    const before = new Set((sealed[lista] as object[]).map(comparable));
    for (const item of current[lista] as VisitContent[ContentList]) {
      if (!before.has(comparable(item))) addenda.push({ lista, item });
    }
  }
  if ((sealed.causaRaiz ?? null) !== (current.causaRaiz ?? null))
    addenda.push({ lista: 'causaRaiz', item: { causaRaiz: current.causaRaiz } });
  return addenda;
}

/** A line as compared for addenda: without what only a version 2 seal records of it. */
function comparable(item: object): string {
  const { recebidoEm: _received, sha256Enviado: _sent, ...rest } = item as Record<string, unknown>;
  return canonicalJson(rest);
}
