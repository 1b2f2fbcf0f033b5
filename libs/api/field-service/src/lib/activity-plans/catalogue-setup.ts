import { Injectable, OnModuleInit } from '@nestjs/common';
import { CompanySetupSteps } from '@campo/platform';
import { ActivityPlanRepository } from './activity-plan.repository';

/**
 * A new company starts with the default activity catalogue (Portaria 3.523/1998 Annex I,
 * NBR 13971), loaded in its onboarding's transaction: a unit that arrives through the
 * ingestion API the same day has its type's plan, and shows in the grid, before anyone
 * opens the catalogue. Companies that existed before got theirs by migration.
 */
@Injectable()
export class CatalogueSetup implements OnModuleInit {
  constructor(
    private readonly steps: CompanySetupSteps,
    private readonly repository: ActivityPlanRepository,
  ) {}

  onModuleInit() {
    this.steps.register('catalogo-atividades', (db, companyId) =>
      this.repository.seedOnce(companyId, db),
    );
  }
}
