import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEV_KEY_FILE,
  keyId,
  parseKey,
  SecretBox,
  SecretBoxError,
  secretBoxFromEnv,
} from './secret-box';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

/** Replaces one base64url character of a sealed value's `part` (0 = version … 4 = ciphertext). */
function tamper(sealed: string, part: number) {
  const parts = sealed.split(':');
  const text = parts[part];
  parts[part] = (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  return parts.join(':');
}

describe('SecretBox', () => {
  it('seals as v1:<kid>:<iv>:<tag>:<ciphertext> and opens what it sealed', () => {
    const box = new SecretBox(keyA);
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const sealed = box.seal(secret, 'webhook_endpoint.segredo');
    expect(sealed).toMatch(/^v1:[\w-]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed.split(':')[1]).toBe(keyId(keyA));
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url').slice(4, 20));
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(SecretBox.isSealed(secret)).toBe(false);
    expect(box.open(sealed, 'webhook_endpoint.segredo')).toBe(secret);
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('ção 🔑'))).toBe('ção 🔑');
    // A fresh IV every time: the same secret never seals the same way twice.
    expect(box.seal(secret)).not.toBe(box.seal(secret));
  });

  it('refuses a tampered IV, tag or ciphertext, a cut value, another context and plain text', () => {
    const box = new SecretBox(keyA);
    const sealed = box.seal('segredo', 'a');
    for (const part of [2, 3, 4])
      expect(() => box.open(tamper(sealed, part), 'a')).toThrow(SecretBoxError);
    expect(() => box.open(sealed.slice(0, -2), 'a')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'b')).toThrow(/adulterado/);
    expect(() => box.open('whsec_abc', 'a')).toThrow(/não está cifrado/);
    expect(() => box.open(sealed.replace(/^v1/, 'v2'), 'a')).toThrow(SecretBoxError);
  });

  it('refuses a value of an unknown key id, and one whose kid was swapped for the current key', () => {
    const sealedByB = new SecretBox(keyB).seal('segredo');
    const box = new SecretBox(keyA);
    expect(() => box.open(sealedByB)).toThrow(/chave .* não está em APP_ENCRYPTION_KEY/);
    const relabelled = sealedByB.replace(keyId(keyB), keyId(keyA));
    expect(() => box.open(relabelled)).toThrow(/adulterado/);
  });

  it('rotates: the new key seals, old keys still open, and says what to reseal', () => {
    const before = new SecretBox(keyA).seal('antigo');
    const rotated = new SecretBox(keyB, [keyA]);
    expect(rotated.keyId).toBe(keyId(keyB));
    expect(rotated.open(before)).toBe('antigo');
    expect(rotated.needsResealing(before)).toBe(true);
    const after = rotated.seal('novo');
    expect(rotated.needsResealing(after)).toBe(false);
    expect(() => new SecretBox(keyA).open(after)).toThrow(SecretBoxError);
    // Once the old key is dropped, its values no longer open.
    expect(() => new SecretBox(keyB).open(before)).toThrow(SecretBoxError);
  });

  it('reads a key in hex, base64 or base64url, and refuses any other length', () => {
    expect(parseKey(keyA.toString('hex')).equals(keyA)).toBe(true);
    expect(parseKey(keyA.toString('base64')).equals(keyA)).toBe(true);
    expect(parseKey(` ${keyA.toString('base64url')}\n`).equals(keyA)).toBe(true);
    expect(() => parseKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseKey('x'.repeat(64))).toThrow(/32 bytes/);
  });
});

describe('secretBoxFromEnv', () => {
  it('takes APP_ENCRYPTION_KEY and APP_ENCRYPTION_KEYS_OLD', () => {
    const box = secretBoxFromEnv({
      NODE_ENV: 'production',
      APP_ENCRYPTION_KEY: keyB.toString('base64'),
      APP_ENCRYPTION_KEYS_OLD: ` ${keyA.toString('hex')} ,`,
    });
    expect(box.keyId).toBe(keyId(keyB));
    expect(box.open(new SecretBox(keyA).seal('x'))).toBe('x');
  });

  it('refuses to run in production without a key', () => {
    expect(() => secretBoxFromEnv({ NODE_ENV: 'production' })).toThrow(/obrigatória em produção/);
  });

  it('uses one fixed key under NODE_ENV=test', () => {
    const sealed = secretBoxFromEnv({ NODE_ENV: 'test' }).seal('x');
    expect(secretBoxFromEnv({ NODE_ENV: 'test' }).open(sealed)).toBe('x');
  });

  it('keeps a development key under DATA_DIR, made once and kept across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'campo-chave-'));
    try {
      const env = { NODE_ENV: 'development', DATA_DIR: join(dir, 'dados') };
      const sealed = secretBoxFromEnv(env).seal('x');
      const file = join(dir, 'dados', DEV_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(parseKey(readFileSync(file, 'utf8'))).toHaveLength(32);
      expect(secretBoxFromEnv(env).open(sealed)).toBe('x');
      expect(() => secretBoxFromEnv({ NODE_ENV: 'test' }).open(sealed)).toThrow(SecretBoxError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
