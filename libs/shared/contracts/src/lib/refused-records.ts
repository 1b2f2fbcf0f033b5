/**
 * Wire types of the refused-records ledger: every write of the technician's app that the
 * server refused for a reason about the record (400, 404, 409, 422) is kept on the server
 * with the body as sent, listed to the supervisor until it is resolved (sent again and
 * accepted, discarded by the technician, or handled by the supervisor with a note). Also
 * the unit's gas declared from the phone, waiting for the supervisor's confirmation.
 */
import type { Role } from './auth';
import { FLUID_EVENT_KIND_LABELS, type FluidEventKind } from './fluid';
import { formatDay, formatInstant, formatKg } from './report-format';

/** Who works the queue of refused records and the gas declarations. */
export const REFUSED_RECORD_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR'];

/** The phone's kinds of record, each with the path segment of its write under `/api/fs/app/os/:id/`. */
export const FIELD_RECORD_PATHS = {
  inicio: 'inicio',
  checklist: 'checklist',
  'causa-raiz': 'causa-raiz',
  fluido: 'fluido',
  gas: 'gas-do-equipamento',
  servico: 'servicos',
  leitura: 'leituras',
  material: 'materiais',
  recomendacao: 'recomendacoes',
  foto: 'fotos',
  aceite: 'aceite',
  fim: 'fim',
} as const;
export type FieldRecordKind = keyof typeof FIELD_RECORD_PATHS;

/** What a person reads for each kind of record (phone lists and the supervisor's queue). */
export const FIELD_RECORD_LABELS: Record<FieldRecordKind, string> = {
  inicio: 'Início do atendimento',
  checklist: 'Checklist',
  'causa-raiz': 'Causa raiz',
  fluido: 'Fluido refrigerante',
  gas: 'Gás do equipamento',
  servico: 'Serviço executado',
  leitura: 'Medição',
  material: 'Peça ou material',
  recomendacao: 'Recomendação',
  foto: 'Foto',
  aceite: 'Aceite do cliente',
  fim: 'Fim do atendimento',
};

/**
 * What the ledger keeps: the phone's records and its corrections of an entry already on the
 * server (`PUT`/`PATCH …/<kind>/:registroId`: correcao; `DELETE …/registros/:registroId`:
 * exclusao), each refused for a reason about it.
 */
export type LedgerRecordKind = FieldRecordKind | 'correcao' | 'exclusao';

export const LEDGER_RECORD_LABELS: Record<LedgerRecordKind, string> = {
  ...FIELD_RECORD_LABELS,
  correcao: 'Correção de registro',
  exclusao: 'Exclusão de registro',
};

/** ABERTO: waiting; the others say how it was resolved. */
export const REFUSED_RECORD_STATES = ['ABERTO', 'REENVIADO', 'DESCARTADO', 'TRATADO'] as const;
export type RefusedRecordState = (typeof REFUSED_RECORD_STATES)[number];
export const REFUSED_RECORD_STATE_LABELS: Record<RefusedRecordState, string> = {
  ABERTO: 'Aguardando',
  REENVIADO: 'Reenviado e aceito',
  DESCARTADO: 'Descartado pelo técnico',
  TRATADO: 'Tratado pelo supervisor',
};

/** One refused record, as the supervisor reads it. */
export interface RefusedRecord {
  id: string;
  /** The phone's id of the record (the one a resend carries). */
  acaoId: string;
  tipo: LedgerRecordKind;
  tipoRotulo: string;
  ordem: { id: string; codigo: string } | null;
  equipamento: { id: string; codigo: string } | null;
  tecnico: { id: string; nome: string };
  /** What was sent, in words (pt-BR), e.g. "Recarga de 0,8 kg de R-410A em 02/12/2026". */
  resumo: string;
  /** The body as sent (a photo: its fields and the file's size and type, not the image). */
  corpo: Record<string, unknown>;
  status: number;
  codigo: string;
  erro: string;
  primeiraRecusaEm: string;
  ultimaRecusaEm: string;
  tentativas: number;
  situacao: RefusedRecordState;
  resolvidoEm: string | null;
  resolvidoPor: string | null;
  nota: string | null;
}

/** `POST /api/fs/registros-recusados/:id/resolver`. */
export interface ResolveRefusedRecordInput {
  nota: string;
}

/** `POST /api/fs/app/os/:id/descarte`: the technician discards a refused record (the phone queues it). */
export interface DiscardRefusedRecordInput {
  /** The discard's own id (queued like any record). */
  id: string;
  /** The refused record's id. */
  acaoId: string;
}

/** `POST /api/fs/app/os/:id/gas-do-equipamento`: the unit's gas, declared from the phone. */
export interface GasDeclarationInput {
  id: string;
  tipoGas: string;
  cargaGasKg?: number;
  observacao?: string;
}

export const GAS_DECLARATION_STATES = ['PENDENTE', 'CONFIRMADA', 'REJEITADA'] as const;
export type GasDeclarationState = (typeof GAS_DECLARATION_STATES)[number];

/** A unit's gas declared by a technician, waiting for (or decided by) the supervisor. */
export interface GasDeclaration {
  id: string;
  equipamento: { id: string; codigo: string; descricao: string | null };
  ordem: { id: string; codigo: string } | null;
  tecnico: { id: string; nome: string };
  tipoGas: string;
  cargaGasKg: number | null;
  observacao: string | null;
  declaradoEm: string;
  situacao: GasDeclarationState;
  decididoEm: string | null;
  decididoPor: string | null;
  motivo: string | null;
  /** Gas events stored flagged GAS_A_CONFIRMAR on the unit while the declaration waits. */
  eventos: number;
}

/** `POST /api/fs/declaracoes-gas/:id/confirmar` and `/rejeitar`. */
export interface DecideGasDeclarationInput {
  motivo: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^\d+([.,]\d+)?$/.test(value.trim())
      ? Number(value.trim().replace(',', '.'))
      : null;
const day = (value: unknown): string | null => {
  const raw = text(value);
  if (!raw) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(raw)) return formatDay(raw.slice(0, 10));
  return raw.slice(0, 10);
};

/** What a phone record says, in words (pt-BR), from the body as it was sent; times in `timeZone`. */
export function describeFieldRecord(
  kind: LedgerRecordKind,
  body: Record<string, unknown>,
  timeZone: string,
): string {
  switch (kind) {
    case 'correcao':
    case 'exclusao': {
      // The ledger adds the entry the correction names (`registro`: its kind and id).
      const entry = body['registro'] as { tipo?: unknown; id?: unknown } | undefined;
      const entryKind = text(entry?.tipo) as FieldRecordKind | null;
      const label = (entryKind && FIELD_RECORD_LABELS[entryKind]) ?? 'registro';
      if (kind === 'exclusao')
        return `Excluir ${label.toLowerCase()} ${text(entry?.id) ?? ''}`.trim();
      return `${label}: ${entryKind ? describeFieldRecord(entryKind, body, timeZone) : 'novos valores'}`;
    }
    case 'fluido': {
      const kg = number(body['quantidadeKg']);
      const kind = text(body['tipoEvento']);
      return [
        (kind && FLUID_EVENT_KIND_LABELS[kind.toUpperCase() as FluidEventKind]) ?? kind ?? 'Evento',
        kg !== null ? `de ${formatKg(kg)}` : null,
        text(body['tipoGas']) ? `de ${text(body['tipoGas'])}` : null,
        day(body['dataEvento']) ? `em ${day(body['dataEvento'])}` : null,
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'gas': {
      const kg = number(body['cargaGasKg']);
      return `Gás ${text(body['tipoGas']) ?? '—'}${kg !== null ? `, carga de ${formatKg(kg)}` : ''}`;
    }
    case 'checklist': {
      const answers = Array.isArray(body['respostas'])
        ? (body['respostas'] as Array<Record<string, unknown>>)
        : [];
      const failed = answers.filter((answer) => answer?.['conforme'] === false).length;
      return `${answers.length} resposta(s)${failed > 0 ? `, ${failed} não conforme(s)` : ''}: ${answers
        .map((answer) => text(answer?.['item']) ?? '?')
        .join(', ')}`;
    }
    case 'inicio':
    case 'fim': {
      // The phone's own time of the step, read in the company's zone as every other time.
      const at = text(body['em']);
      if (!at) return 'Sem horário';
      return Number.isNaN(Date.parse(at)) ? `Em ${at}` : `Em ${formatInstant(at, timeZone)}`;
    }
    case 'causa-raiz':
      return text(body['causaRaiz']) ?? 'Causa do catálogo';
    case 'servico':
      return text(body['descricao']) ?? 'Serviço do catálogo';
    case 'leitura':
      return `${text(body['grandeza']) ?? 'Leitura'}: ${body['valor'] ?? '—'} ${text(body['unidade']) ?? ''}`.trim();
    case 'material':
      return [
        body['quantidade'] ?? '—',
        text(body['unidade']),
        text(body['descricao']) ?? 'material do catálogo',
      ]
        .filter(Boolean)
        .join(' ');
    case 'recomendacao':
      return text(body['texto']) ?? 'Recomendação';
    case 'foto':
      return [text(body['rotulo']), text(body['legenda'])].filter(Boolean).join(': ') || 'Foto';
    case 'aceite':
      return text(body['nome']) ?? text(body['motivo']) ?? text(body['tipo']) ?? 'Aceite';
  }
}
