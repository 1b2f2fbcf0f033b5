import { Module } from '@nestjs/common';
import {
  PortalDataSubjectRequestController,
  TrackingDataSubjectRequestController,
} from './data-subject-request.controllers';
import { RequesterRightsRepository } from './requester-rights.repository';

/** Where the people field service knows ask about their data: the portal and the tracking page. */
@Module({
  controllers: [PortalDataSubjectRequestController, TrackingDataSubjectRequestController],
  providers: [RequesterRightsRepository],
})
export class FieldServiceRightsModule {}
