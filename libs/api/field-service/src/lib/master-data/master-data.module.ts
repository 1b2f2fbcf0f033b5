import { Module } from '@nestjs/common';
import { IngestionModule } from '@campo/ingestion';
import { MASTER_DATA_ENTITIES } from './index';

/** Registers the master data with the ingestion registry (API, read API, spreadsheets). */
@Module({ imports: [IngestionModule, IngestionModule.forFeature(MASTER_DATA_ENTITIES)] })
export class MasterDataModule {}
