import { checkTarget, isPublicAddress, TargetRefused } from './webhook-target';

const production = { allowPrivate: false, allowHosts: new Set<string>() };

describe('webhook targets', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
  ])('treats %s as not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '200.160.2.3', '2001:4860:4860::8888'])(
    'treats %s as public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses loopback, private and link-local literals in production', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'http://[::ffff:10.0.0.1]/',
    ]) {
      await expect(checkTarget(url, production)).rejects.toThrow(TargetRefused);
    }
  });

  it('refuses a name resolving to loopback in production, and allows it by name or outside production', async () => {
    await expect(checkTarget('http://localhost:9000/h', production)).rejects.toThrow(
      /endereço privado/,
    );
    await expect(
      checkTarget('http://localhost:9000/h', { ...production, allowHosts: new Set(['localhost']) }),
    ).resolves.toBeInstanceOf(URL);
    await expect(
      checkTarget('http://localhost:9000/h', { ...production, allowPrivate: true }),
    ).resolves.toBeInstanceOf(URL);
  });

  it('refuses what is not an http(s) URL, or carries credentials', async () => {
    const open = { ...production, allowPrivate: true };
    await expect(checkTarget('ftp://example.com/x', open)).rejects.toThrow(/http/);
    await expect(checkTarget('não é url', open)).rejects.toThrow(/URL válida/);
    await expect(checkTarget('https://user:pw@example.com/', open)).rejects.toThrow(/senha/);
  });
});
