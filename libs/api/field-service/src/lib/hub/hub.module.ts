import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock';
import { FluidModule } from '../fluid/fluid.module';
import { IndoorAirModule } from '../indoor-air/indoor-air.module';
import { ServiceOrdersModule } from '../orders/service-orders.module';
import { RgmModule } from '../rgm/rgm.module';
import { RoomsModule } from '../rooms/rooms.module';
import { ServiceRequestsModule } from '../service-requests/service-requests.module';
import { HubController } from './hub.controller';
import { HubRepository } from './hub.repository';
import { HubService } from './hub.service';

/** The contract hub: a contract's world on one page, and a client's contracts side by side. */
@Module({
  imports: [
    FluidModule,
    IndoorAirModule,
    ServiceOrdersModule,
    RgmModule,
    RoomsModule,
    ServiceRequestsModule,
  ],
  controllers: [HubController],
  providers: [HubRepository, HubService, { provide: Clock, useClass: SystemClock }],
})
export class HubModule {}
