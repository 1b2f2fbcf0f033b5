import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a category's handler is given: the company, the instant its term ends before, and the run's transaction. */
export interface RetentionScope {
  companyId: string;
  /** Data whose term started before this instant is past it. */
  before: Date;
  /** The run's instant (for `anonimizado_em` and the like). */
  now: Date;
  manager: EntityManager;
}

/**
 * Deletes or anonymises what is past its term in one category and returns how many rows
 * it changed. It must change nothing on a second call for the same data (anonymised rows
 * are not counted again), and keep what a sealed document or a legal hold needs.
 */
export type RetentionHandler = (scope: RetentionScope) => Promise<number>;

/**
 * Who applies each category's retention: the platform knows its own tables only, so each
 * lib registers at start the handler of every category whose tables it owns, as it
 * registers the categories themselves. A category without a handler is kept (the record
 * and the retention screen say so).
 */
@Injectable()
export class RetentionHandlers {
  private readonly handlers = new Map<string, RetentionHandler>();

  register(code: string, handler: RetentionHandler) {
    if (this.handlers.has(code))
      throw new Error(`Category ${code} already has a retention handler`);
    this.handlers.set(code, handler);
  }

  get(code: string): RetentionHandler | undefined {
    return this.handlers.get(code);
  }

  has(code: string) {
    return this.handlers.has(code);
  }
}
