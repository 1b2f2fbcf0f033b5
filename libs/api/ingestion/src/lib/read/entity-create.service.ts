import { Injectable } from '@nestjs/common';
import type { SessionPrincipal } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { IngestionBatchService } from '../public/ingestion-batch.service';
import { EntityReadService, StoredRecord } from './entity-read.service';
import { onlyRow, rejectUnknownFields } from './record-input';

/** A record created by hand, with the warnings the ingestion API would have given for its row. */
export interface CreatedRecord {
  record: StoredRecord;
  warnings: string[];
}

/**
 * Creating one record from the admin app ("Novo"): the body is one ingestion row,
 * written in INSERT mode through the same validator, reference resolution and writer
 * as the ingestion API, and recorded in the import history as `Painel: <name>`. A key
 * that already exists is a conflict (409 REGISTRO_JA_EXISTE), never an update.
 */
@Injectable()
export class EntityCreateService {
  constructor(
    private readonly records: EntityReadService,
    private readonly batches: IngestionBatchService,
  ) {}

  async create(
    session: SessionPrincipal,
    entityName: string,
    values: Record<string, unknown>,
  ): Promise<CreatedRecord> {
    const entity = await this.records.entity(session.companyId, entityName);
    rejectUnknownFields(entity, values);
    const { body } = await this.batches.process({
      source: {
        companyId: session.companyId,
        timeZone: session.timeZone,
        mode: 'INSERT',
        tokenId: null,
        origin: `Painel: ${session.userName}`,
      },
      entity: entity.nome,
      rows: [values],
      preview: false,
      ip: null,
    });
    const result = onlyRow(body);
    if (result.status === 'DUPLICADO') {
      const key = entity.keyFields.map((field) => `${field.rotulo} "${values[field.campo]}"`);
      throw ingestionError(
        'REGISTRO_JA_EXISTE',
        `Já existe ${entity.rotulo.toLowerCase()} com ${key.join(' e ')}; abra-o para editar.`,
        { id: result.id ?? null },
      );
    }
    return {
      record: await this.records.get(session.companyId, entity.nome, result.id!),
      // The INSERT-mode note is about duplicates, which were answered above.
      warnings: result.aviso ? [result.aviso] : [],
    };
  }
}
