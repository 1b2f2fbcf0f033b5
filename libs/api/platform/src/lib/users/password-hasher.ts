import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt, a memory-hard KDF, at one of OWASP's equivalent
 * minimum costs: N=2^16, r=8, p=2 (64 MiB, about 0.38 s on this service's 2-core
 * machine), chosen over N=2^17, r=8, p=1 (128 MiB, 0.48 s) for half the memory per
 * hash at the same strength (measurements in docs/usuarios-e-empresas.md). The
 * parameters are stored with each hash, so older hashes keep verifying and are
 * upgraded at the next login (`needsRehash`).
 */
const PARAMS = { N: 2 ** 16, r: 8, p: 2 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltB64, 'base64'),
    { N: +n, r: +r, p: +p },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than today's (then it is redone at login). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || +n !== PARAMS.N || +r !== PARAMS.r || +p !== PARAMS.p;
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so
 * that an unknown account costs the same time as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash() {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...params, maxmem: 256 * params.N * params.r + 32 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}
