import { Global, Module } from '@nestjs/common';
import { PlatformRetention } from './platform-retention.registration';
import { PlatformRetentionRepository } from './platform-retention.repository';
import { RetentionController } from './retention.controller';
import { RetentionHandlers } from './retention-handlers';
import { RetentionJob } from './retention.job';
import { RetentionPolicy } from './retention-policy.service';
import { RetentionRepository } from './retention.repository';

/**
 * Retention that runs: the company's terms, the port where each lib registers its
 * categories' handlers, and the daily job. The job's `@Cron` fires where the app imports
 * `ScheduleModule.forRoot()`; tests call `run()` themselves.
 */
@Global()
@Module({
  controllers: [RetentionController],
  providers: [
    RetentionHandlers,
    RetentionRepository,
    RetentionPolicy,
    RetentionJob,
    PlatformRetentionRepository,
    PlatformRetention,
  ],
  exports: [RetentionHandlers, RetentionPolicy, RetentionJob],
})
export class RetentionModule {}
