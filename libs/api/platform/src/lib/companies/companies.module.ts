import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { CompanyOnboardingService } from './company-onboarding.service';
import { CompanyController } from './company.controller';
import { CompanyRepository } from './company.repository';
import { CompanyService } from './company.service';

/** A company's own settings, and the operator's onboarding of a new company. */
@Module({
  imports: [UsersModule, FilesModule],
  controllers: [CompanyController],
  providers: [CompanyRepository, CompanyService, CompanyOnboardingService],
  exports: [CompanyRepository, CompanyOnboardingService],
})
export class CompaniesModule {}
