import { Module } from '@nestjs/common';
import { RgmCalculator } from './rgm/rgm-calculator.service';
import { RgmController } from './rgm/rgm.controller';
import { RgmService } from './rgm/rgm.service';

/** Area B: field-service reports over contracts, equipment and service orders. */
@Module({
  controllers: [RgmController],
  providers: [RgmCalculator, RgmService],
  exports: [RgmService],
})
export class FieldServiceModule {}
