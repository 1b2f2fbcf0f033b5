import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock';
import { ServiceOrdersModule } from '../orders/service-orders.module';
import { VisitAppController } from './visit-app.controller';
import { VisitCatalogRepository } from './visit-catalog.repository';
import { VisitCatalogService } from './visit-catalog.service';
import { VisitClosingService } from './visit-closing.service';
import { VisitContentService } from './visit-content.service';
import { VisitEvidenceService } from './visit-evidence.service';
import { VisitRecordsRepository } from './visit-records.repository';
import { VisitRecordsService } from './visit-records.service';
import { VisitReportController } from './visit-report.controller';
import { VisitReportService } from './visit-report.service';
import { VisitWriter } from './visit-writer';

/**
 * The visit report (relatório de atendimento): catalogue, records from the phone,
 * photos and the client's acceptance, the seal, the PDF and its e-mailed link. The
 * technician app's finish uses VisitClosingService (requirements, e-mail) and
 * VisitReportService (the records shown on the phone).
 */
@Module({
  imports: [ServiceOrdersModule],
  controllers: [VisitAppController, VisitReportController],
  providers: [
    { provide: Clock, useClass: SystemClock },
    VisitCatalogRepository,
    VisitCatalogService,
    VisitRecordsRepository,
    VisitWriter,
    VisitRecordsService,
    VisitContentService,
    VisitEvidenceService,
    VisitClosingService,
    VisitReportService,
  ],
  exports: [
    VisitClosingService,
    VisitReportService,
    VisitCatalogService,
    VisitRecordsService,
    VisitEvidenceService,
  ],
})
export class VisitReportModule {}
