import { Injectable } from '@nestjs/common';
import { BoundedQueue } from '../common/bounded-queue';
import { AppConfig } from '../config/app-config';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password-hasher';

/**
 * Password hashing as requests use it, bounded: at most PASSWORD_HASH_CONCURRENCY
 * scrypt hashes run at once (each holds 64 MiB and a core for ~0.4 s), at most
 * PASSWORD_HASH_QUEUE_MAX wait for a slot, and beyond them the request answers 503
 * SERVICO_OCUPADO with `Retry-After` at once, rather than piling up. A login storm
 * then costs bounded memory and CPU and leaves the rest of the service answering.
 */
@Injectable()
export class PasswordHashing {
  private readonly queue: BoundedQueue;

  constructor(config: AppConfig) {
    this.queue = new BoundedQueue({
      concurrency: config.passwordHashConcurrency,
      queueMax: config.PASSWORD_HASH_QUEUE_MAX,
      initialAverageMs: 400,
    });
  }

  hash(password: string): Promise<string> {
    return this.queue.run(() => hashPassword(password));
  }

  /**
   * Whether the password matches the stored hash. Without one (an unknown e-mail, a user
   * without a password) it is checked against a decoy under the same bound, so that it
   * costs the same time.
   */
  verify(password: string, stored: string | null | undefined): Promise<boolean> {
    return this.queue.run(async () => {
      const ok = await verifyPassword(password, stored ?? (await decoyPasswordHash()));
      return Boolean(stored) && ok;
    });
  }

  /**
   * The new hash of a password whose stored hash has older parameters, or null: when it
   * is current, or when no slot is free right now (it is redone at a later login).
   */
  async upgrade(password: string, stored: string): Promise<string | null> {
    if (!needsRehash(stored) || this.queue.isFull) return null;
    return this.hash(password);
  }
}
