import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** One domain's step in putting a new company in service, inside the onboarding's transaction. */
export type CompanySetupStep = (db: EntityManager, companyId: string) => Promise<void>;

/**
 * What each domain gives a new company before anyone uses it (field service: the default
 * activity catalogue, so a unit that arrives the next minute already has a plan). The
 * platform knows no domain: each registers its step at start; onboarding runs them all in
 * its transaction, so a company is created with every step or not at all.
 */
@Injectable()
export class CompanySetupSteps {
  private readonly steps = new Map<string, CompanySetupStep>();

  /** Called by a domain module at start, once per step (named for errors). */
  register(name: string, step: CompanySetupStep) {
    if (this.steps.has(name)) throw new Error(`Company setup step ${name} already registered`);
    this.steps.set(name, step);
  }

  async run(db: EntityManager, companyId: string): Promise<void> {
    for (const step of this.steps.values()) await step(db, companyId);
  }
}
