import { Module } from '@nestjs/common';
import { ContractSettingsModule } from '../../contracts/contract-settings.module';
import { ProcessingAnnexController } from './processing-annex.controller';
import { ProcessingAnnexService } from './processing-annex.service';

/** The data-processing annex of each client contract, generated as a PDF. */
@Module({
  imports: [ContractSettingsModule],
  controllers: [ProcessingAnnexController],
  providers: [ProcessingAnnexService],
})
export class ProcessingAnnexModule {}
