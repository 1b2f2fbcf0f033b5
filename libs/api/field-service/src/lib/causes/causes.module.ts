import { Module } from '@nestjs/common';
import { CauseRepository } from './cause.repository';
import { CauseService } from './cause.service';
import { CausesController } from './causes.controller';

@Module({
  controllers: [CausesController],
  providers: [CauseRepository, CauseService],
  exports: [CauseService],
})
export class CausesModule {}
