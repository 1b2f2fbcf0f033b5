import { Injectable } from '@nestjs/common';
import type { BatchResponse } from '@campo/contracts';
import { platformError, SessionPrincipal } from '@campo/platform';
import { IngestionBatchService } from '../public/ingestion-batch.service';
import { EntityRegistry } from '../registry/entity-registry';
import { EntityReadService, StoredRecord } from './entity-read.service';

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
    const problems: string[] = [];
    for (const [campo, value] of Object.entries(changes)) {
      const field = entity.fieldsByCampo.get(campo);
      if (!field) problems.push(`${campo}: não é um campo de ${entity.nome}`);
      else if (field.chave && value !== current[campo])
        problems.push(`${campo}: é a chave do registro e não pode ser alterado`);
    }
    if (problems.length > 0)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });

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
    const [result] = (body as BatchResponse).dados.resultados;
    if (result.status === 'ERRO') {
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${result.erros!.join(' ')}`, {
        detalhes: result.erros,
      });
    }
    return this.records.get(session.companyId, entityName, id);
  }
}
