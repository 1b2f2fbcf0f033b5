import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { actorOf, AuditService, type SessionPrincipal } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { EntityRecordRepository } from './entity-record.repository';
import { EntityReadService, StoredRecord } from './entity-read.service';

/**
 * Retiring a record (equipment taken out of service, contract ended) and bringing it
 * back, for the entities whose owning domain declared them `desativavel`. Nothing is
 * deleted: the record stays readable with who retired it and when, and each change is
 * in the audit trail. Retiring a retired record (or reactivating an active one) changes
 * nothing and answers the record as it is. What retirement means elsewhere (the grid,
 * the PMOC) is the owning domain's reading of `desativado_em`.
 */
@Injectable()
export class EntityRetirementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: EntityReadService,
    private readonly rows: EntityRecordRepository,
    private readonly audit: AuditService,
  ) {}

  retire(session: SessionPrincipal, entityName: string, id: string): Promise<StoredRecord> {
    return this.change(session, entityName, id, true);
  }

  reactivate(session: SessionPrincipal, entityName: string, id: string): Promise<StoredRecord> {
    return this.change(session, entityName, id, false);
  }

  private async change(
    session: SessionPrincipal,
    entityName: string,
    id: string,
    retire: boolean,
  ): Promise<StoredRecord> {
    const entity = await this.records.entity(session.companyId, entityName);
    if (!entity.desativavel) {
      throw ingestionError(
        'ENTIDADE_NAO_DESATIVAVEL',
        `Registros de ${entity.rotulo.toLowerCase()} não podem ser desativados.`,
      );
    }
    const current = await this.records.get(session.companyId, entity.nome, id);
    await this.dataSource.transaction(async (manager) => {
      const by = retire ? session.userName : null;
      if (!(await this.rows.setRetirement(entity, session.companyId, id, by, manager))) return;
      const key = entity.keyFields.map((field) => current[field.campo]).join(' · ');
      await this.audit.record(manager, {
        companyId: session.companyId,
        actor: actorOf(session),
        action: retire ? 'REGISTRO_DESATIVADO' : 'REGISTRO_REATIVADO',
        targetId: id,
        summary: `${entity.rotulo} ${key} ${retire ? 'desativado' : 'reativado'}.`,
        details: { entidade: entity.nome, chave: key },
      });
    });
    return this.records.get(session.companyId, entity.nome, id);
  }
}
