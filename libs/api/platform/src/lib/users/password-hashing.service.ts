import { Injectable } from '@nestjs/common';
import { platformError } from '../common/app-exception';
import { AppConfig } from '../config/app-config';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password-hasher';

const BUSY = 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.';

/**
 * Password hashing as requests use it, bounded: at most PASSWORD_HASH_CONCURRENCY
 * scrypt hashes run at once (each holds 64 MiB and a core for ~0.4 s), at most
 * PASSWORD_HASH_QUEUE_MAX wait for a slot, and beyond them the request answers 503
 * SERVICO_OCUPADO with `Retry-After` at once, rather than piling up. A login storm
 * then costs bounded memory and CPU and leaves the rest of the service answering.
 */
@Injectable()
export class PasswordHashing {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Recent time per hash (exponential moving average), for the Retry-After estimate. */
  private averageMs = 400;

  constructor(private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return this.bounded(() => hashPassword(password));
  }

  /**
   * Whether the password matches the stored hash. Without one (an unknown e-mail, a user
   * without a password) it is checked against a decoy under the same bound, so that it
   * costs the same time.
   */
  verify(password: string, stored: string | null | undefined): Promise<boolean> {
    return this.bounded(async () => {
      const ok = await verifyPassword(password, stored ?? (await decoyPasswordHash()));
      return Boolean(stored) && ok;
    });
  }

  /**
   * The new hash of a password whose stored hash has older parameters, or null: when it
   * is current, or when no slot is free right now (it is redone at a later login).
   */
  async upgrade(password: string, stored: string): Promise<string | null> {
    if (!needsRehash(stored) || this.running >= this.config.passwordHashConcurrency) return null;
    return this.hash(password);
  }

  private async bounded<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.config.passwordHashConcurrency) {
      this.running++;
    } else if (this.waiting.length < this.config.PASSWORD_HASH_QUEUE_MAX) {
      // The slot is handed over by the task that frees it (`running` stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw this.busy();
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private busy() {
    const ahead = this.waiting.length + this.running;
    const seconds = Math.ceil(
      (this.averageMs * ahead) / this.config.passwordHashConcurrency / 1000,
    );
    return platformError('SERVICO_OCUPADO', BUSY, {
      tenteNovamenteEm: Math.min(60, Math.max(1, seconds)),
    });
  }
}
