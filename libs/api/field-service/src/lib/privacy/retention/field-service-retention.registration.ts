import { Injectable, OnModuleInit } from '@nestjs/common';
import { ErasureHandlers, FileService, RetentionHandlers } from '@campo/platform';
import { FieldServiceRetentionRepository } from './field-service-retention.repository';

/** Registers the handlers of field service's categories: at the end of their term, and on the person's request. */
@Injectable()
export class FieldServiceRetention implements OnModuleInit {
  constructor(
    private readonly handlers: RetentionHandlers,
    private readonly erasure: ErasureHandlers,
    private readonly sql: FieldServiceRetentionRepository,
    private readonly files: FileService,
  ) {}

  onModuleInit() {
    this.handlers.register('SOLICITANTE', async ({ manager, companyId, before, now }) => {
      const { count, photos } = await this.sql.anonymiseRequesters(manager, companyId, before, now);
      for (const photo of photos) await this.files.removeWithin(manager, companyId, photo);
      return count;
    });
    this.handlers.register('REGISTROS_RECUSADOS', ({ manager, companyId, before }) =>
      this.sql.resolvedRefusedRecords(manager, companyId, before),
    );
    this.handlers.register('CONTATO_CLIENTE', ({ manager, companyId, before }) =>
      this.sql.endedClientContacts(manager, companyId, before),
    );
    this.handlers.register('ASSINANTE_DA_VISITA', async ({ manager, companyId, before, now }) => {
      const { count, files } = await this.sql.endedContractSigners(manager, companyId, before, now);
      for (const file of files) await this.files.removeWithin(manager, companyId, file);
      return count;
    });
    this.handlers.register('FOTOS_DA_VISITA', async ({ manager, companyId, before }) => {
      const { count, files } = await this.sql.endedContractPhotos(manager, companyId, before);
      for (const file of files) await this.files.removeWithin(manager, companyId, file);
      return count;
    });
    this.handlers.register('RESPONSAVEL_TECNICO', ({ manager, companyId, before }) =>
      this.sql.endedContractTechnicalLeads(manager, companyId, before),
    );
    this.handlers.register('RESPONSAVEL_LABORATORIO', ({ manager, companyId, before }) =>
      this.sql.endedContractLabLeads(manager, companyId, before),
    );
    this.handlers.register('JORNADA_DO_TECNICO', ({ manager, companyId, before }) =>
      this.sql.technicianNameBefore(manager, companyId, before),
    );

    this.erasure.register(
      'SOLICITANTE',
      async ({ manager, companyId, subject, now, removeFile }) => {
        const { count, photos } = await this.sql.anonymiseRequestsOf(
          manager,
          companyId,
          subject,
          now,
        );
        for (const photo of photos) await removeFile(photo);
        return count;
      },
    );
    this.erasure.register('CONTATO_CLIENTE', ({ manager, companyId, subject }) =>
      this.sql.clientContactsOf(manager, companyId, subject),
    );
    this.erasure.register('JORNADA_DO_TECNICO', ({ manager, companyId, subject }) =>
      this.sql.technicianNameOn(manager, companyId, subject.userIds),
    );
    this.erasure.register('REGISTROS_RECUSADOS', ({ manager, companyId, subject }) =>
      this.sql.resolvedRefusedRecordsOf(manager, companyId, subject.userIds),
    );
  }
}
