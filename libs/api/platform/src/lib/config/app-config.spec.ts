import { ConfigError, loadConfig } from './app-config';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
const KEY = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('applies defaults and converts types', () => {
    const config = loadConfig({ ...base, PORT: '4100', DEMO_SEED: 'true' });
    expect(config.PORT).toBe(4100);
    expect(config.DEMO_SEED).toBe(true);
    expect(config.SESSION_IDLE_MINUTES).toBe(30);
    expect(config.listenHost).toBe('127.0.0.1');
    expect(config.cookieSecure).toBe(false);
  });

  it('fails fast naming every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'staging' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('PORT');
      expect(message).toContain('NODE_ENV');
    }
  });

  it('accepts a METRICS_TOKEN of 24 or more visible characters and refuses a weak one', () => {
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a'.repeat(24) }).METRICS_TOKEN).toBe(
      'a'.repeat(24),
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: `${'a'.repeat(24)} b` })).toThrow(
      /METRICS_TOKEN/,
    );
  });

  it('refuses the demo seed in production and secures cookies there', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEMO_SEED: '1' })).toThrow(
      /DEMO_SEED/,
    );
    const production = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://campo.example.com/',
      APP_ENCRYPTION_KEY: KEY,
    });
    expect(production.cookieSecure).toBe(true);
    expect(production.listenHost).toBe('0.0.0.0');
    expect(production.publicUrl).toBe('https://campo.example.com');
  });

  it('requires a 32-byte APP_ENCRYPTION_KEY in production, and checks every key given', () => {
    const production = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://c.example.com' };
    expect(() => loadConfig(production)).toThrow(/APP_ENCRYPTION_KEY: obrigatória em produção/);
    expect(() => loadConfig({ ...production, APP_ENCRYPTION_KEY: 'curta' })).toThrow(
      /APP_ENCRYPTION_KEY: deve ter 32 bytes/,
    );
    expect(() =>
      loadConfig({ ...production, APP_ENCRYPTION_KEY: Buffer.alloc(16).toString('hex') }),
    ).toThrow(/APP_ENCRYPTION_KEY: deve ter 32 bytes/);
    expect(() =>
      loadConfig({ ...base, APP_ENCRYPTION_KEY: KEY, APP_ENCRYPTION_KEYS_OLD: `${KEY},x` }),
    ).toThrow(/APP_ENCRYPTION_KEYS_OLD \(chave 2\)/);
    const hex = Buffer.alloc(32, 9).toString('hex');
    const config = loadConfig({ ...production, APP_ENCRYPTION_KEY: hex });
    expect(config.secretBox.open(config.secretBox.seal('s'))).toBe('s');
    // Outside production a missing key is not a problem (a test or development key is used).
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).secretBox.keyId).toHaveLength(8);
  });

  it('requires PUBLIC_URL in production only, for the links in e-mails', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'campo.example.com' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...base, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('keeps files under the data directory by default, and needs a bucket for S3', () => {
    const defaults = loadConfig(base);
    expect([defaults.STORAGE_DRIVER, defaults.storageDir]).toEqual(['fs', '.data/arquivos']);
    expect(loadConfig({ ...base, DATA_DIR: '/var/lib/campo/' }).storageDir).toBe(
      '/var/lib/campo/arquivos',
    );
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'campo', S3_ACCESS_KEY_ID: 'x' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...base, IMAGE_TYPES: 'png,svg' })).toThrow(/IMAGE_TYPES/);
    const s3 = loadConfig({
      ...base,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'campo-arquivos',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'sim',
    });
    expect([s3.S3_BUCKET, s3.S3_FORCE_PATH_STYLE, s3.imageTypes]).toEqual([
      'campo-arquivos',
      true,
      ['jpeg', 'png', 'webp', 'heif'],
    ]);
  });

  it('reads TRUST_PROXY as hops or a list of addresses', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(loadConfig(base).trustProxy).toBe(false);
  });
});
