import { Global, Module } from '@nestjs/common';
import { DataRightsController } from './data-rights.controller';
import { DataErasureService } from './data-erasure.service';
import { DataRightsService } from './data-rights.service';
import { ErasureHandlers } from './erasure-handlers';
import { PersonalDataFinderRepository } from './personal-data-finder.repository';
import { DataSubjectRequestRepository } from './data-subject-request.repository';
import { DataSubjectRequests } from './data-subject-requests.service';

/** The person's rights of access, portability and erasure over the record of processing. */
@Global()
@Module({
  controllers: [DataRightsController],
  providers: [
    PersonalDataFinderRepository,
    DataRightsService,
    DataErasureService,
    ErasureHandlers,
    DataSubjectRequestRepository,
    DataSubjectRequests,
  ],
  exports: [DataSubjectRequests, ErasureHandlers],
})
export class DataRightsModule {}
