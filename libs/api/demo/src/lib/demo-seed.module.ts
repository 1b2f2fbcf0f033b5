import { Module } from '@nestjs/common';
import { DemoSeedService } from './demo-seed.service';

/** Imported by the API only when DEMO_SEED is on. */
@Module({ providers: [DemoSeedService] })
export class DemoSeedModule {}
