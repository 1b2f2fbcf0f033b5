import { Module } from '@nestjs/common';
import { MasterDataModule } from '@campo/field-service';
import { IngestionModule } from '@campo/ingestion';
import { DemoSeedService } from './demo-seed.service';

/** Imported by the API only when DEMO_SEED is on. */
@Module({ imports: [IngestionModule, MasterDataModule], providers: [DemoSeedService] })
export class DemoSeedModule {}
