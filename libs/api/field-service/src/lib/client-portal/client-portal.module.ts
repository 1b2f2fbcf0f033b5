import { Module } from '@nestjs/common';
import { FluidModule } from '../fluid/fluid.module';
import { IndoorAirModule } from '../indoor-air/indoor-air.module';
import { RgmModule } from '../rgm/rgm.module';
import { ServiceRequestsModule } from '../service-requests/service-requests.module';
import { VisitReportModule } from '../visit-report/visit-report.module';
import { ClientPortalController } from './client-portal.controller';
import { ClientPortalRepository } from './client-portal.repository';
import { ClientPortalService } from './client-portal.service';
import { ClientUsersController } from './client-users.controller';
import { PortalIndoorAirController } from './portal-indoor-air.controller';
import { PortalIndoorAirService } from './portal-indoor-air.service';
import { PortalRequestsController } from './portal-requests.controller';
import { PortalRequestsService } from './portal-requests.service';

/** The client portal's API (CLIENTE), its service requests, and the client's users on the client's page (ADMIN). */
@Module({
  imports: [RgmModule, VisitReportModule, FluidModule, ServiceRequestsModule, IndoorAirModule],
  controllers: [
    ClientPortalController,
    PortalRequestsController,
    PortalIndoorAirController,
    ClientUsersController,
  ],
  providers: [
    ClientPortalRepository,
    ClientPortalService,
    PortalRequestsService,
    PortalIndoorAirService,
  ],
  exports: [PortalIndoorAirService],
})
export class ClientPortalModule {}
