import { Module } from '@nestjs/common';
import { ContractSettingsController } from './contract-settings.controller';
import { ContractSettingsRepository } from './contract-settings.repository';
import { ContractSettingsService } from './contract-settings.service';

@Module({
  controllers: [ContractSettingsController],
  providers: [ContractSettingsRepository, ContractSettingsService],
  exports: [ContractSettingsRepository, ContractSettingsService],
})
export class ContractSettingsModule {}
