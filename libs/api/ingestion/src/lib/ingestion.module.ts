import { IngestionPersonalData } from './privacy/ingestion-personal-data';
import {
  IngestionRetention,
  IngestionRetentionRepository,
} from './privacy/retention/ingestion-retention';
import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '@campo/platform';
import { CORPORATE_ENTITIES } from './entities';
import { CompanyEntitySetController } from './entity-set/company-entity-set.controller';
import { CompanyEntitySetRepository } from './entity-set/company-entity-set.repository';
import { CompanyEntitySetService } from './entity-set/company-entity-set.service';
import { ImportHistoryController } from './history/import-history.controller';
import { ImportHistoryRepository } from './history/import-history.repository';
import { ImportHistoryService } from './history/import-history.service';
import { IdempotencyRepository } from './public/idempotency.repository';
import { IdempotencyService } from './public/idempotency.service';
import { IngestionBatchService } from './public/ingestion-batch.service';
import { IngestionPublicController } from './public/ingestion-public.controller';
import { OpenApiController } from './public/openapi.controller';
import {
  INGESTION_RATE_LIMIT,
  IngestionRateLimiter,
  RATE_LIMIT_WINDOW_MS,
} from './rate-limit/ingestion-rate-limiter';
import { sharedRateLimitStorage } from './rate-limit/rate-limit-storage';
import { EntityReadController } from './read/entity-read.controller';
import { EntityCreateService } from './read/entity-create.service';
import { EntityEditService } from './read/entity-edit.service';
import { EntityRetirementService } from './read/entity-retirement.service';
import { EntityRecordRepository } from './read/entity-record.repository';
import { EntityReadService } from './read/entity-read.service';
import { EntityRegistry } from './registry/entity-registry';
import { collectRegistry, IngestionEntitiesModule } from './registry/ingestion-entities.module';
import type { EntityClass } from './registry/ingestion-entity.decorator';
import { SPREADSHEET_PREFIX, SpreadsheetController } from './spreadsheets/spreadsheet.controller';
import { IngestionTokenGuard } from './tokens/ingestion-token.guard';
import { TokenAdminController } from './tokens/token-admin.controller';
import { TokenAdminService } from './tokens/token-admin.service';
import { TokenAuthService } from './tokens/token-auth.service';
import { TokenRepository } from './tokens/token.repository';
import { BatchRepository } from './writer/batch.repository';
import { BatchWriter } from './writer/batch-writer.service';

/** Path prefix of the public ingestion API, whose routes read their raw body themselves. */
export const INGESTION_PUBLIC_PREFIX = '/api/ingestao-pub';

/** How the HTTP app must read bodies for this module: raw text for the public API, bytes for uploads. */
export const INGESTION_HTTP_OPTIONS = {
  rawBodyPrefixes: [INGESTION_PUBLIC_PREFIX],
  binaryBodyPrefixes: [SPREADSHEET_PREFIX],
  // A 500-row answer (44 KB) costs 0.85 µs of CPU per row to gzip: 7 % of the API's share
  // on the hot path the bench measures, for a request that carried ~170 KB in.
  uncompressedPrefixes: [INGESTION_PUBLIC_PREFIX],
};

/**
 * Area A: the public ingestion API, token administration, import history and
 * the read API, all driven by the entity registry (built once, here, from what
 * each domain registers with `IngestionModule.forFeature`).
 */
@Module({
  imports: [
    DiscoveryModule,
    IngestionEntitiesModule.register(CORPORATE_ENTITIES),
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'ingestao', ttl: RATE_LIMIT_WINDOW_MS, limit: INGESTION_RATE_LIMIT }],
        storage: sharedRateLimitStorage(config),
      }),
    }),
  ],
  controllers: [
    IngestionPublicController,
    OpenApiController,
    TokenAdminController,
    ImportHistoryController,
    EntityReadController,
    SpreadsheetController,
    CompanyEntitySetController,
  ],
  providers: [
    { provide: EntityRegistry, inject: [DiscoveryService], useFactory: collectRegistry },
    TokenRepository,
    TokenAuthService,
    TokenAdminService,
    IngestionRateLimiter,
    IngestionTokenGuard,
    BatchRepository,
    BatchWriter,
    ImportHistoryRepository,
    ImportHistoryService,
    IdempotencyRepository,
    IdempotencyService,
    IngestionBatchService,
    EntityRecordRepository,
    EntityReadService,
    EntityEditService,
    EntityCreateService,
    EntityRetirementService,
    CompanyEntitySetRepository,
    CompanyEntitySetService,
    IngestionPersonalData,
    IngestionRetentionRepository,
    IngestionRetention,
  ],
  exports: [EntityRegistry, TokenAdminService],
})
export class IngestionModule {
  /**
   * Registers a domain's ingestible entities (decorated with `@IngestionEntity`).
   * Import it after IngestionModule; references to other entities are checked
   * when the registry is built.
   */
  static forFeature(entities: readonly EntityClass[]): DynamicModule {
    return IngestionEntitiesModule.register(entities);
  }
}
