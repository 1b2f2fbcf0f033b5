import { Injectable, OnModuleInit } from '@nestjs/common';
import { CompanySetupSteps } from '@campo/platform';
import { VisitCatalogRepository } from './visit-catalog.repository';

/**
 * A new company starts with the default reading kinds in its visit catalogue (tensão,
 * corrente, pressões, temperaturas, superaquecimento, sub-resfriamento), loaded in its
 * onboarding's transaction so the phone offers them from the first order. Companies
 * that existed before got theirs by migration.
 */
@Injectable()
export class ReadingKindsSetup implements OnModuleInit {
  constructor(
    private readonly steps: CompanySetupSteps,
    private readonly catalog: VisitCatalogRepository,
  ) {}

  onModuleInit() {
    this.steps.register('grandezas-leitura', (db, companyId) =>
      this.catalog.seedReadingKinds(companyId, db),
    );
  }
}
