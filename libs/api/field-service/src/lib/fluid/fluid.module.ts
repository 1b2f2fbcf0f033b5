import { Module } from '@nestjs/common';
import { FluidReportService } from './fluid-report.service';
import { FluidController } from './fluid.controller';
import { FluidRepository } from './fluid.repository';
import { FluidService } from './fluid.service';

@Module({
  controllers: [FluidController],
  providers: [FluidRepository, FluidService, FluidReportService],
  exports: [FluidReportService, FluidRepository],
})
export class FluidModule {}
