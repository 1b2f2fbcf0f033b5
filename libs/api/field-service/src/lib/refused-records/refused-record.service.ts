import { Injectable } from '@nestjs/common';
import {
  describeFieldRecord,
  LEDGER_RECORD_LABELS,
  type LedgerRecordKind,
  type RefusedRecord,
} from '@campo/contracts';
import type { SessionPrincipal } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { type RefusedRecordRow, RefusedRecordRepository } from './refused-record.repository';

/**
 * The rules of the refused-records ledger: a phone write refused for a reason about the
 * record is kept until it is resolved: sent again and accepted (automatically), discarded
 * by the technician (who and when), or handled by a supervisor with a note.
 */
@Injectable()
export class RefusedRecordService {
  constructor(private readonly ledger: RefusedRecordRepository) {}

  refused(
    actor: Pick<SessionPrincipal, 'companyId' | 'userId'>,
    refusal: {
      actionId: string;
      orderId: string | null;
      kind: LedgerRecordKind;
      body: Record<string, unknown>;
      status: number;
      codigo: string;
      erro: string;
    },
  ): Promise<void> {
    return this.ledger.refused({ companyId: actor.companyId, userId: actor.userId, ...refusal });
  }

  /** A write of `actionId` reached the server: a refusal of it waiting in the queue is resolved. */
  async accepted(actor: Pick<SessionPrincipal, 'companyId' | 'userId'>, actionId: string) {
    await this.ledger.resolve(actor.companyId, { actionId }, 'REENVIADO', actor.userId, null);
  }

  /** The technician discards a refused record of theirs (from the phone). Idempotent. */
  async discard(actor: Pick<SessionPrincipal, 'companyId' | 'userId'>, actionId: string) {
    const row = await this.ledger.find(actor.companyId, { actionId });
    if (!row || row.tecnicoId !== actor.userId) throw notFound();
    if (row.situacao === 'DESCARTADO') return;
    const closed = await this.ledger.resolve(
      actor.companyId,
      { actionId, technicianId: actor.userId },
      'DESCARTADO',
      actor.userId,
      null,
    );
    if (!closed) throw alreadyResolved();
  }

  async list(
    scope: Pick<SessionPrincipal, 'companyId' | 'timeZone'>,
    open: boolean,
  ): Promise<RefusedRecord[]> {
    return (await this.ledger.list(scope.companyId, open)).map((row) =>
      toView(row, scope.timeZone),
    );
  }

  async resolve(session: SessionPrincipal, id: string, note: string): Promise<RefusedRecord> {
    const row = await this.ledger.find(session.companyId, { id });
    if (!row) throw notFound();
    const closed = await this.ledger.resolve(
      session.companyId,
      { id },
      'TRATADO',
      session.userId,
      note.trim(),
    );
    if (!closed) throw alreadyResolved();
    return toView((await this.ledger.find(session.companyId, { id }))!, session.timeZone);
  }

  openCount(companyId: string): Promise<number> {
    return this.ledger.openCount(companyId);
  }
}

function toView(row: RefusedRecordRow, timeZone: string): RefusedRecord {
  return {
    id: row.id,
    acaoId: row.acaoId,
    tipo: row.tipo,
    tipoRotulo: LEDGER_RECORD_LABELS[row.tipo] ?? row.tipo,
    ordem: row.ordemId ? { id: row.ordemId, codigo: row.ordemCodigo! } : null,
    equipamento: row.equipamentoId
      ? { id: row.equipamentoId, codigo: row.equipamentoCodigo! }
      : null,
    tecnico: { id: row.tecnicoId, nome: row.tecnicoNome },
    resumo: LEDGER_RECORD_LABELS[row.tipo]
      ? describeFieldRecord(row.tipo, row.corpo, timeZone)
      : '',
    corpo: row.corpo,
    status: row.status,
    codigo: row.codigo,
    erro: row.erro,
    primeiraRecusaEm: row.primeiraRecusaEm.toISOString(),
    ultimaRecusaEm: row.ultimaRecusaEm.toISOString(),
    tentativas: row.tentativas,
    situacao: row.situacao,
    resolvidoEm: row.resolvidoEm ? row.resolvidoEm.toISOString() : null,
    resolvidoPor: row.resolvidoPor,
    nota: row.nota,
  };
}

const notFound = () =>
  fieldServiceError('REGISTRO_RECUSADO_NAO_ENCONTRADO', 'Registro recusado não encontrado.');
const alreadyResolved = () =>
  fieldServiceError(
    'REGISTRO_RECUSADO_JA_RESOLVIDO',
    'Este registro recusado já foi resolvido (reenviado, descartado ou tratado).',
  );
