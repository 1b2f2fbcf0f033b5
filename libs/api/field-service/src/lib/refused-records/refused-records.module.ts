import { Module } from '@nestjs/common';
import { RefusedRecordInterceptor } from './refused-record.interceptor';
import { RefusedRecordRepository } from './refused-record.repository';
import { RefusedRecordService } from './refused-record.service';
import { RefusedRecordsController } from './refused-records.controller';

/** The ledger of refused phone writes: recorded by its interceptor, worked by the supervisor. */
@Module({
  controllers: [RefusedRecordsController],
  providers: [RefusedRecordRepository, RefusedRecordService, RefusedRecordInterceptor],
  exports: [RefusedRecordService, RefusedRecordInterceptor],
})
export class RefusedRecordsModule {}
