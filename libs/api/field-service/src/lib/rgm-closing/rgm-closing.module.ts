import { Module } from '@nestjs/common';
import { RgmModule } from '../rgm/rgm.module';
import { RgmClosingJob } from './rgm-closing.job';
import { RgmClosingRepository } from './rgm-closing.repository';

/**
 * The automatic monthly closing. Its `@Cron` runs once the app sets up
 * `ScheduleModule.forRoot()` (apps/api's AppModule); tests call `run()` themselves.
 */
@Module({
  imports: [RgmModule],
  providers: [RgmClosingRepository, RgmClosingJob],
  exports: [RgmClosingJob],
})
export class RgmClosingModule {}
