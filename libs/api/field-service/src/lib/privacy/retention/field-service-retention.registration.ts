import { Injectable, OnModuleInit } from '@nestjs/common';
import { FileService, RetentionHandlers } from '@campo/platform';
import { FieldServiceRetentionRepository } from './field-service-retention.repository';

/** Registers the retention handlers of field service's categories. */
@Injectable()
export class FieldServiceRetention implements OnModuleInit {
  constructor(
    private readonly handlers: RetentionHandlers,
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
  }
}
