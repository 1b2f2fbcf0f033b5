import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correta horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('correta horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correta horse batterx', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a).not.toEqual(b);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
