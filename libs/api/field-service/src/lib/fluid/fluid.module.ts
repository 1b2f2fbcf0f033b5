import { Module } from '@nestjs/common';
import { RefusedRecordsModule } from '../refused-records/refused-records.module';
import { FluidCaptureHooks } from './fluid-capture-hooks';
import { FluidReportRepository } from './fluid-report.repository';
import { FluidReportService } from './fluid-report.service';
import { FluidController } from './fluid.controller';
import { FluidCylinderRepository } from './fluid-cylinder.repository';
import { FluidCylinderService } from './fluid-cylinder.service';
import { FluidCylindersController } from './fluid-cylinders.controller';
import { GasDeclarationRepository } from './gas-declaration.repository';
import { GasDeclarationService } from './gas-declaration.service';
import { GasDeclarationsController } from './gas-declarations.controller';
import { FluidRepository } from './fluid.repository';
import { FluidService } from './fluid.service';
import { GasRepository } from './gas.repository';
import { GasService } from './gas.service';
import { LeakRepairRepository } from './leak-repair.repository';
import { LeakRepairService } from './leak-repair.service';

@Module({
  imports: [RefusedRecordsModule],
  controllers: [FluidController, FluidCylindersController, GasDeclarationsController],
  providers: [
    FluidCaptureHooks,
    FluidCylinderRepository,
    FluidCylinderService,
    FluidRepository,
    FluidService,
    FluidReportService,
    FluidReportRepository,
    GasRepository,
    GasService,
    GasDeclarationRepository,
    GasDeclarationService,
    LeakRepairRepository,
    LeakRepairService,
  ],
  exports: [
    FluidCaptureHooks,
    FluidCylinderRepository,
    FluidCylinderService,
    FluidReportService,
    FluidReportRepository,
    FluidRepository,
    GasRepository,
    GasDeclarationRepository,
  ],
})
export class FluidModule {}
