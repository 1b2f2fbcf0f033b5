import { Injectable } from '@nestjs/common';
import { type RetentionRule } from './personal-data';
import { RetentionPolicy } from './retention/retention-policy.service';

/**
 * The retention a company has for a category: the registry's rule with the term in
 * force for the company (its own, within the bounds, or the default), from the
 * retention policy. The notice, the record of processing and the annex all read the
 * term here, so they state the term the daily job applies.
 */
@Injectable()
export class EffectiveRetention {
  constructor(private readonly policy: RetentionPolicy) {}

  async effectiveRetention(companyId: string, code: string): Promise<RetentionRule> {
    const term = await this.policy.effectiveRetention(companyId, code);
    if (!term) throw new Error(`Unknown processing activity ${code}`);
    return { ...term.activity.retention, defaultDays: term.days };
  }
}
