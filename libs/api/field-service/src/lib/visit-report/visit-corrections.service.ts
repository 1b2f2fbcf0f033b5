import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type { LockedOrder } from '../orders/service-order.repository';
import { photoBody, writeHash } from './visit-manifest';
import type { VisitPhotoDto } from './visit-report.dto';
import {
  type CorrectableEntry,
  type VisitRecordKind,
  VisitRecordsRepository,
} from './visit-records.repository';
import { type VisitActor, VisitWriter } from './visit-writer';

/**
 * Corrections of the visit report from the phone, until the client's acceptance: an
 * entry (service, reading, material, recommendation, photo) is edited or removed under
 * the correction's own client UUID, idempotent like every other write (`VisitWriter`).
 * The previous value is kept in `visita_correcao`; a removed entry keeps its row
 * (removed at, by) and leaves the report's content and PDF. After the acceptance the
 * report is signed: 409 RELATORIO_ASSINADO (what is added then is an addendum).
 */
@Injectable()
export class VisitCorrectionsService {
  constructor(
    private readonly writer: VisitWriter,
    private readonly visits: VisitRecordsRepository,
  ) {}

  /**
   * Edits a line of `kind` (or a photo, `FOTO`): `apply` writes the new values and the
   * hash the entry is then held under (its corrected body's, `entryBody`), as if it had
   * been written so: the manifest the client signs lists the corrected entry.
   */
  edit(
    actor: VisitActor,
    orderId: string,
    entryId: string,
    actionId: string,
    kind: VisitRecordKind | 'FOTO',
    body: Record<string, unknown>,
    apply: (manager: EntityManager, entryHash: Buffer) => Promise<void>,
    entryBody: (entry: CorrectableEntry) => Record<string, unknown> = () => body,
  ) {
    const request = { acao: 'EDICAO', registro: entryId, ...body };
    return this.writer.write(
      actor,
      orderId,
      { lista: null, id: actionId },
      request,
      async ({ order, hash, manager }) => {
        const entry = await this.open(actor, order, entryId, manager);
        if (entry.kind !== kind || entry.removido) throw entryNotFound(order.codigo);
        await apply(manager, writeHash(orderId, entryBody(entry)));
        await this.visits.insertCorrection(
          {
            id: actionId,
            companyId: actor.companyId,
            orderId,
            userId: actor.userId,
            entryId,
            tabela: entry.tabela,
            acao: 'EDICAO',
            anterior: entry.valores,
            requestHash: hash,
          },
          manager,
        );
      },
    );
  }

  /** A photo's label or caption; the image itself is not changed (remove it and take another). */
  photo(actor: VisitActor, orderId: string, entryId: string, dto: VisitPhotoDto) {
    const values = { rotulo: dto.rotulo, legenda: dto.legenda ?? null };
    return this.edit(
      actor,
      orderId,
      entryId,
      dto.id,
      'FOTO',
      { tipo: 'FOTO', ...values },
      (manager, entryHash) =>
        this.visits.updatePhoto(actor.companyId, entryId, entryHash, values, manager),
      // A photo is held under its fields and the bytes it was uploaded with.
      (entry) => photoBody(values, String(entry.valores['bytes'] ?? '')),
    );
  }

  /** Removes a line or photo; removing one already removed changes nothing. */
  remove(actor: VisitActor, orderId: string, entryId: string, actionId: string) {
    const request = { acao: 'EXCLUSAO', registro: entryId };
    return this.writer.write(
      actor,
      orderId,
      { lista: null, id: actionId },
      request,
      async ({ order, hash, manager }) => {
        const entry = await this.open(actor, order, entryId, manager);
        if (entry.removido) return;
        await this.visits.remove(actor.companyId, entry.tabela, entryId, actor.userId, manager);
        await this.visits.insertCorrection(
          {
            id: actionId,
            companyId: actor.companyId,
            orderId,
            userId: actor.userId,
            entryId,
            tabela: entry.tabela,
            acao: 'EXCLUSAO',
            anterior: entry.valores,
            requestHash: hash,
          },
          manager,
        );
      },
    );
  }

  /** The entry, when the order has it and the client has not accepted the report yet. */
  private async open(
    actor: VisitActor,
    order: LockedOrder,
    entryId: string,
    manager: EntityManager,
  ): Promise<CorrectableEntry> {
    if (await this.visits.hasAcceptance(actor.companyId, order.id, manager))
      throw fieldServiceError(
        'RELATORIO_ASSINADO',
        `O relatório da ordem ${order.codigo} já foi aceito pelo cliente e não pode ser corrigido; o que for registrado agora entra como adendo.`,
      );
    const entry = await this.visits.correctable(actor.companyId, order.id, entryId, manager);
    if (!entry) throw entryNotFound(order.codigo);
    return entry;
  }
}

export const entryNotFound = (code?: string) =>
  fieldServiceError(
    'REGISTRO_NAO_ENCONTRADO',
    `Registro não encontrado no relatório${code ? ` da ordem ${code}` : ''} (ou já excluído).`,
  );
