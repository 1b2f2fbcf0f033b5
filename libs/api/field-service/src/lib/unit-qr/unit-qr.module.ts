import { Module } from '@nestjs/common';
import { ServiceRequestsModule } from '../service-requests/service-requests.module';
import { PublicUnitController } from './public-unit.controller';
import { UnitQrController } from './unit-qr.controller';
import { UnitQrRepository } from './unit-qr.repository';
import { UnitQrService } from './unit-qr.service';

/**
 * QR codes on the units: tokens, the contract's label sheet, and the public page `/q/…`
 * that opens service requests without login (with the app's `FIELD_SERVICE_HTTP_OPTIONS`).
 */
@Module({
  imports: [ServiceRequestsModule],
  controllers: [UnitQrController, PublicUnitController],
  providers: [UnitQrRepository, UnitQrService],
})
export class UnitQrModule {}
