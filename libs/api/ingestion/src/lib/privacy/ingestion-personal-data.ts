import { Injectable, OnModuleInit } from '@nestjs/common';
import { type NotPersonal, PersonalDataRegistry, type ProcessingActivity } from '@campo/platform';

/** Ingestion's tables: who sent a batch from where, and the rows as sent. */
export const INGESTION_PROCESSING: readonly ProcessingActivity[] = [
  {
    code: 'INTEGRACAO_LOTES',
    title: 'Lotes de integração (endereço IP de origem, linhas como enviadas)',
    subject: 'CONTATO_CLIENTE',
    role: 'OPERADORA',
    purpose: 'Histórico de importações: o que cada sistema enviou, de onde, e o que foi gravado.',
    basis: 'LEGITIMO_INTERESSE',
    storage: [
      { table: 'import_batches', columns: ['ip', 'origem'] },
      { table: 'import_batch_rows', columns: ['dados'] },
      { table: 'ingestion_tokens', columns: [], userReferences: ['created_by'] },
      { table: 'ingestion_token_events', columns: ['details'], userReferences: ['user_id'] },
    ],
    seenBy: 'ADMIN da empresa.',
    retention: {
      // The access-record rule (Marco Civil, art. 15) sets the floor for the address.
      defaultDays: 180,
      minDays: 180,
      maxDays: 2 * 365,
      from: 'do recebimento do lote',
      action: 'EXCLUIR',
      keeps: 'Os totais do lote, sem o IP e sem as linhas.',
    },
    onRequest: {
      action: 'ANONIMIZAR',
      keeps: 'Os totais do lote, sem o IP e sem as linhas.',
    },
  },
];

export const INGESTION_NOT_PERSONAL: readonly NotPersonal[] = [
  { table: 'ingestion_tokens', column: 'name', reason: 'Nome dado a um token de integração.' },
];

/** Registers ingestion's tables in the record of processing at start. */
@Injectable()
export class IngestionPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit() {
    this.registry.register(INGESTION_PROCESSING, INGESTION_NOT_PERSONAL);
  }
}
