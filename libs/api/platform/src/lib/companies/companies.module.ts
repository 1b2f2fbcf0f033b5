import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { CompanyCertificateRepository } from './company-certificate.repository';
import { CompanyCertificateService } from './company-certificate.service';
import { CompanyOnboardingService } from './company-onboarding.service';
import { CompanySetupSteps } from './company-setup';
import { CompanyController } from './company.controller';
import { CompanyRepository } from './company.repository';
import { CompanyService } from './company.service';

/** A company's own settings (its A1 certificate too), and the operator's onboarding of a new company. */
@Module({
  imports: [UsersModule, FilesModule],
  controllers: [CompanyController],
  providers: [
    CompanyRepository,
    CompanyService,
    CompanyOnboardingService,
    CompanySetupSteps,
    CompanyCertificateRepository,
    CompanyCertificateService,
  ],
  exports: [
    CompanyRepository,
    CompanyOnboardingService,
    CompanySetupSteps,
    CompanyCertificateService,
  ],
})
export class CompaniesModule {}
