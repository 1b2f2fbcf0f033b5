import { Module } from '@nestjs/common';
import { ServiceOrdersModule } from '../orders/service-orders.module';
import { VisitReportModule } from '../visit-report/visit-report.module';
import { ServiceRequestNotices } from './service-request-notices';
import { ServiceRequestRepository } from './service-request.repository';
import { ServiceRequestsController } from './service-requests.controller';
import { ServiceRequestsService } from './service-requests.service';

/**
 * Service requests (solicitações): opened by clients (portal, QR code), decided in the
 * supervisor's queue; the requester is told by e-mail as the call moves on.
 */
@Module({
  imports: [ServiceOrdersModule, VisitReportModule],
  controllers: [ServiceRequestsController],
  providers: [ServiceRequestRepository, ServiceRequestsService, ServiceRequestNotices],
  exports: [ServiceRequestsService],
})
export class ServiceRequestsModule {}
