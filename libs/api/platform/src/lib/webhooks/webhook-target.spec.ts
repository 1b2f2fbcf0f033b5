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
    // Issue #42: IPv4-compatible, SIIT, NAT64 (local-use), 6to4 of 127.0.0.1, site-local.
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:0:127.0.0.1',
    '64:ff9b:1::7f00:1',
    '2002:7f00:1::',
    'fec0::1',
    // The rest of the special-purpose registries.
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '2001::1',
    '2001:db8::1',
    'ff02::1',
    'fe80::1%eth0',
    '100::1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '0.1.2.3',
    'não é ip',
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
      'http://[::127.0.0.1]/',
      'http://[::ffff:0:127.0.0.1]/',
      'http://[64:ff9b:1::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[fec0::1]/',
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
