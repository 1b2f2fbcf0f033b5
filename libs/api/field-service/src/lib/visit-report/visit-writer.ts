import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isPostgresError, PG_UNIQUE_VIOLATION, type SessionPrincipal } from '@campo/platform';
import { DataSource, EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { type LockedOrder, ServiceOrderRepository } from '../orders/service-order.repository';
import { orderNotFound } from '../orders/service-order.service';
import { manifestRefusal, type WriteList, writeHash } from './visit-manifest';
import { VisitRecordsRepository } from './visit-records.repository';
import { VisitSealService } from './visit-seal.service';

export type VisitActor = Pick<SessionPrincipal, 'companyId' | 'userId' | 'timeZone'>;

/** What a write applies once the order is locked, known to be the technician's, and open to it. */
export type VisitApply = (step: {
  order: LockedOrder;
  /** Whether the report is sealed without a manifest (version 1): what is written now is an addendum. */
  sealed: boolean;
  hash: Buffer;
  manager: EntityManager;
}) => Promise<void>;

/**
 * The skeleton of every write of the visit report from the phone, idempotent by its
 * client UUID: in one transaction that locks the order, a resent id with the same body
 * is answered as stored (`created: false`), another body is 409 ACAO_ID_REUTILIZADO;
 * then the order must be the technician's (else 404), started (409
 * ATENDIMENTO_NAO_INICIADO) and not cancelled (409 ORDEM_CANCELADA). A finished order
 * still takes records (a photo that reached the server after the finish). Once the
 * client signed a manifest, only its items are taken, as listed (409
 * ITEM_FORA_DO_MANIFESTO, ITEM_DIVERGENTE_DO_MANIFESTO), and each one may complete the
 * seal; after a seal without a manifest (older phones) every record is an addendum. The
 * lock orders each write before or after the acceptance.
 */
@Injectable()
export class VisitWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: ServiceOrderRepository,
    private readonly visits: VisitRecordsRepository,
    private readonly seals: VisitSealService,
  ) {}

  /** `item`: the write's client id, and its manifest list (none for the acceptance). */
  async write(
    actor: VisitActor,
    orderId: string,
    item: { lista: WriteList | null; id: string },
    body: Record<string, unknown>,
    apply: VisitApply,
  ): Promise<{ created: boolean }> {
    const clientId = item.id;
    const hash = writeHash(orderId, body);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const order = await this.orders.lock(actor.companyId, orderId, manager);
        if (!order) throw orderNotFound();
        const stored = await this.visits.storedWrite(clientId, manager);
        if (stored) {
          const same =
            stored.companyId === actor.companyId &&
            stored.userId === actor.userId &&
            stored.orderId === orderId &&
            hash.equals(stored.requestHash);
          if (!same) throw reusedId();
          return { created: false };
        }
        if (!(await this.visits.isAllocated(actor.companyId, orderId, actor.userId, manager)))
          throw orderNotFound();
        if (order.situacao === 'CANCELADA')
          throw fieldServiceError(
            'ORDEM_CANCELADA',
            `A ordem ${order.codigo} foi cancelada; o registro não foi aplicado.`,
          );
        if (order.situacao === 'ABERTA')
          throw fieldServiceError(
            'ATENDIMENTO_NAO_INICIADO',
            `O atendimento da ordem ${order.codigo} ainda não foi iniciado.`,
          );
        const manifest = item.lista
          ? (await this.visits.acceptance(actor.companyId, orderId, manager))?.manifesto
          : null;
        if (manifest) {
          const refusal = manifestRefusal(orderId, manifest, clientId, hash);
          if (refusal) throw fieldServiceError(refusal.codigo, refusal.erro);
        }
        const sealed =
          !manifest && (await this.visits.seal(actor.companyId, orderId, manager)) !== undefined;
        await apply({ order, sealed, hash, manager });
        if (manifest) await this.seals.complete(actor.companyId, orderId, manager);
        return { created: true };
      });
    } catch (error) {
      // The same id sent at once for another order: the other request stored it first.
      if (isPostgresError(error, PG_UNIQUE_VIOLATION)) throw reusedId();
      throw error;
    }
  }
}

export const reusedId = () =>
  fieldServiceError(
    'ACAO_ID_REUTILIZADO',
    'Este id já foi usado para outro registro; gere um id novo.',
  );
