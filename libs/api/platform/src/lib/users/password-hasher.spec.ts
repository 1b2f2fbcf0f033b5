import { scrypt } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correta horse battery');
    expect(stored).toMatch(/^scrypt\$65536\$8\$2\$/);
    expect(needsRehash(stored)).toBe(false);
    await expect(verifyPassword('correta horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correta horse batterx', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a).not.toEqual(b);
  });

  it('keeps verifying hashes of the earlier parameters (N=2^17, r=8, p=1) and marks them for a new hash', async () => {
    const earlier =
      'scrypt$131072$8$1$ZMW2ClVDzV6sLyeavWDmSA==$' +
      (await earlierKey('demo1234', 'ZMW2ClVDzV6sLyeavWDmSA=='));
    await expect(verifyPassword('demo1234', earlier)).resolves.toBe(true);
    await expect(verifyPassword('demo1235', earlier)).resolves.toBe(false);
    expect(needsRehash(earlier)).toBe(true);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});

/** The key the earlier code stored: scrypt at N=2^17, r=8, p=1 of the NFKC password. */
function earlierKey(password: string, saltB64: string) {
  return new Promise<string>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(saltB64, 'base64'),
      32,
      { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 },
      (error, key) => (error ? reject(error) : resolve(key.toString('base64'))),
    ),
  );
}
