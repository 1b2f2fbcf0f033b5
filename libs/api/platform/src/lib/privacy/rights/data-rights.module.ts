import { Global, Module } from '@nestjs/common';
import { DataRightsController } from './data-rights.controller';
import { DataRightsService } from './data-rights.service';
import { PersonalDataFinderRepository } from './personal-data-finder.repository';
import { DataSubjectRequestRepository } from './data-subject-request.repository';
import { DataSubjectRequests } from './data-subject-requests.service';

/** The person's rights of access and portability over the record of processing. */
@Global()
@Module({
  controllers: [DataRightsController],
  providers: [
    PersonalDataFinderRepository,
    DataRightsService,
    DataSubjectRequestRepository,
    DataSubjectRequests,
  ],
  exports: [DataSubjectRequests],
})
export class DataRightsModule {}
