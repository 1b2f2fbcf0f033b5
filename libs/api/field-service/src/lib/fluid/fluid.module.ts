import { Module } from '@nestjs/common';
import { FluidReportRepository } from './fluid-report.repository';
import { FluidReportService } from './fluid-report.service';
import { FluidController } from './fluid.controller';
import { FluidRepository } from './fluid.repository';
import { FluidService } from './fluid.service';
import { GasRepository } from './gas.repository';
import { GasService } from './gas.service';

@Module({
  controllers: [FluidController],
  providers: [
    FluidRepository,
    FluidService,
    FluidReportService,
    FluidReportRepository,
    GasRepository,
    GasService,
  ],
  exports: [FluidReportService, FluidRepository, GasRepository],
})
export class FluidModule {}
