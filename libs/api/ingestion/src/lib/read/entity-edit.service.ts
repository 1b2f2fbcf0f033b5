import { Injectable } from '@nestjs/common';
import type { SessionPrincipal } from '@campo/platform';
import { IngestionBatchService } from '../public/ingestion-batch.service';
import { EntityRegistry } from '../registry/entity-registry';
import { EntityReadService, StoredRecord } from './entity-read.service';
import { onlyRow, rejectUnknownFields } from './record-input';

/**
 * Editing one stored record from the admin app: the changes are merged into the
 * record as the read API shows it and written through the same validator and
 * writer as the ingestion API, so a person cannot store what an integration
 * could not. The edit is recorded in the import history as `Edição: <name>`.
 * Key fields cannot change (that would be another record).
 */
@Injectable()
export class EntityEditService {
  constructor(
    private readonly registry: EntityRegistry,
    private readonly records: EntityReadService,
    private readonly batches: IngestionBatchService,
  ) {}

  async edit(
    session: SessionPrincipal,
    entityName: string,
    id: string,
    changes: Record<string, unknown>,
  ): Promise<StoredRecord> {
    const current = await this.records.get(session.companyId, entityName, id);
    const entity = this.registry.get(entityName)!;
    rejectUnknownFields(entity, changes, (campo, value) =>
      entity.fieldsByCampo.get(campo)!.chave && value !== current[campo]
        ? `${campo}: é a chave do registro e não pode ser alterado`
        : undefined,
    );

    const row = Object.fromEntries(
      entity.fields.map((field) => [
        field.campo,
        field.campo in changes ? changes[field.campo] : current[field.campo],
      ]),
    );
    const { body } = await this.batches.process({
      source: {
        companyId: session.companyId,
        timeZone: session.timeZone,
        mode: 'UPSERT',
        tokenId: null,
        origin: `Edição: ${session.userName}`,
      },
      entity: entity.nome,
      rows: [row],
      preview: false,
      ip: null,
    });
    onlyRow(body);
    return this.records.get(session.companyId, entityName, id);
  }
}
