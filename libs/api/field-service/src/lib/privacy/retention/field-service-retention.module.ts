import { Module } from '@nestjs/common';
import { FieldServiceRetention } from './field-service-retention.registration';
import { FieldServiceRetentionRepository } from './field-service-retention.repository';
import { LegalHoldController } from './legal-hold.controller';
import { LegalHoldRepository } from './legal-hold.repository';
import { LegalHoldService } from './legal-hold.service';

/** Field service's part of retention: its categories' handlers and the legal holds. */
@Module({
  controllers: [LegalHoldController],
  providers: [
    FieldServiceRetentionRepository,
    FieldServiceRetention,
    LegalHoldRepository,
    LegalHoldService,
  ],
})
export class FieldServiceRetentionModule {}
