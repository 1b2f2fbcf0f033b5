import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The person an erasure is about, resolved once: the accounts (by id, or whose e-mail
 * it is), the e-mail addresses (the one asked for and the accounts'), and the phone's
 * digits. Each category matches its rows by what it holds.
 */
export interface ErasureSubject {
  userIds: readonly string[];
  /** Lower-case. */
  emails: readonly string[];
  /** At least 8 digits, or null. */
  phoneDigits: string | null;
}

/** What a category's erasure handler is given: the company, the person, the act's transaction. */
export interface ErasureScope {
  companyId: string;
  subject: ErasureSubject;
  now: Date;
  manager: EntityManager;
  /** Deletes a stored file the category no longer points to (not done in a preview). */
  removeFile(id: string): Promise<void>;
}

/**
 * Deletes or anonymises the person's rows in one category, as its `onRequest` rule
 * says, and returns how many rows it changed; what a legal hold covers stays. A second
 * call for the same person changes nothing more.
 */
export type ErasureHandler = (scope: ErasureScope) => Promise<number>;

/**
 * Who erases each category on the person's request: as with retention, each lib
 * registers at start the handler of every category whose tables it owns and whose rule
 * is not MANTER; a test fails when one is missing.
 */
@Injectable()
export class ErasureHandlers {
  private readonly handlers = new Map<string, ErasureHandler>();

  register(code: string, handler: ErasureHandler) {
    if (this.handlers.has(code)) throw new Error(`Category ${code} already has an erasure handler`);
    this.handlers.set(code, handler);
  }

  get(code: string): ErasureHandler | undefined {
    return this.handlers.get(code);
  }
}
