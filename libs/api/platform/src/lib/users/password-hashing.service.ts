import { Injectable } from '@nestjs/common';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hasher';

/** Password hashing as the requests of the service use it. */
@Injectable()
export class PasswordHashing {
  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  /**
   * Whether the password matches the stored hash. Without one (an unknown e-mail, a user
   * without a password) it is checked against a decoy, so that it costs the same time.
   */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const ok = await verifyPassword(password, stored ?? (await decoyPasswordHash()));
    return Boolean(stored) && ok;
  }
}
