import { Module } from '@nestjs/common';
import { CompanyParametersController } from './company-parameters.controller';
import { CompanyParametersRepository } from './company-parameters.repository';
import { CompanyParametersService } from './company-parameters.service';

/** The company-wide field-service parameters, kept out of the domain-free platform. */
@Module({
  controllers: [CompanyParametersController],
  providers: [CompanyParametersRepository, CompanyParametersService],
  exports: [CompanyParametersRepository],
})
export class CompanyParametersModule {}
