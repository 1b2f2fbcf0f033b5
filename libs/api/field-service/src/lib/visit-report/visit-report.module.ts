import { RefusedRecordsModule } from '../refused-records/refused-records.module';
import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock';
import { FluidModule } from '../fluid/fluid.module';
import { ServiceOrdersModule } from '../orders/service-orders.module';
import { AuthorisedSignersController } from './authorised-signers.controller';
import { SealVerificationController } from './seal-verification.controller';
import { PublicReportLinksService } from './public-report-links.service';
import { SealVerificationService } from './seal-verification.service';
import { ReadingKindsSetup } from './reading-kinds-setup';
import { VisitAppController } from './visit-app.controller';
import { VisitCatalogRepository } from './visit-catalog.repository';
import { VisitCatalogService } from './visit-catalog.service';
import { VisitClosingService } from './visit-closing.service';
import { VisitContentService } from './visit-content.service';
import { VisitCorrectionsService } from './visit-corrections.service';
import { VisitEvidenceService } from './visit-evidence.service';
import { VisitRecordsRepository } from './visit-records.repository';
import { VisitRecordsService } from './visit-records.service';
import { VisitReportController } from './visit-report.controller';
import { VisitReportService } from './visit-report.service';
import { VisitPositionService } from './visit-position.service';
import { VisitFluidHooks } from './visit-fluid-hooks';
import { VisitSealService } from './visit-seal.service';
import { VisitWriter } from './visit-writer';

/**
 * The visit report (relatório de atendimento): catalogue, records from the phone,
 * photos and the client's acceptance, the seal over the signed manifest, the public
 * verification page, the client's authorised signers, the PDF and its e-mailed link. The
 * technician app's finish uses VisitClosingService (requirements, e-mail) and
 * VisitReportService (the records shown on the phone).
 */
@Module({
  imports: [ServiceOrdersModule, FluidModule, RefusedRecordsModule],
  controllers: [
    VisitAppController,
    VisitReportController,
    SealVerificationController,
    AuthorisedSignersController,
  ],
  providers: [
    { provide: Clock, useClass: SystemClock },
    VisitCatalogRepository,
    VisitCatalogService,
    ReadingKindsSetup,
    VisitRecordsRepository,
    VisitSealService,
    VisitFluidHooks,
    VisitPositionService,
    VisitWriter,
    VisitCorrectionsService,
    VisitRecordsService,
    SealVerificationService,
    VisitContentService,
    VisitEvidenceService,
    VisitClosingService,
    VisitReportService,
    PublicReportLinksService,
  ],
  exports: [
    VisitClosingService,
    VisitReportService,
    VisitCatalogService,
    VisitRecordsService,
    VisitEvidenceService,
    VisitSealService,
    VisitPositionService,
  ],
})
export class VisitReportModule {}
