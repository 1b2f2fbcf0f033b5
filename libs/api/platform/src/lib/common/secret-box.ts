import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  type CipherGCM,
  type DecipherGCM,
} from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/**
 * The key of tests when APP_ENCRYPTION_KEY is not set: public, so only ever with
 * NODE_ENV=test (loadConfig refuses it elsewhere by never choosing it).
 */
const TEST_KEY = Buffer.alloc(KEY_BYTES, 'campo-chave-de-teste-nao-secreta');

/** The file under DATA_DIR that holds a development machine's key, made at first use. */
export const DEV_KEY_FILE = 'chave-de-criptografia';

/** A secret the box cannot open: tampered, cut, of an unknown key, or not sealed at all. */
export class SecretBoxError extends Error {}

/** A key of the box: its id (from its bytes) and its 32 bytes. */
interface BoxKey {
  id: string;
  key: Buffer;
}

/**
 * Reads a 32-byte AES key written in hex (64 characters) or base64 / base64url (43 or 44);
 * throws a Portuguese message naming `name` otherwise.
 */
export function parseKey(raw: string, name = 'APP_ENCRYPTION_KEY'): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : undefined;
  if (key?.length !== KEY_BYTES)
    throw new SecretBoxError(
      `${name}: deve ter 32 bytes em hexadecimal (64 caracteres) ou base64 (44 caracteres); ` +
        'gere uma com `openssl rand -base64 32`',
    );
  return key;
}

/** A key's id: 8 base64url characters of a hash of it, so the key itself never shows. */
export function keyId(key: Buffer): string {
  return createHash('sha256')
    .update('campo-secret-box-kid\0')
    .update(key)
    .digest('base64url')
    .slice(0, 8);
}

/**
 * Secrets encrypted at rest (webhook secrets, and any later one): AES-256-GCM (node:crypto)
 * with a random 96-bit IV per value, sealed as `v1:<kid>:<iv>:<tag>:<ciphertext>` in
 * base64url. `kid` names the key that sealed it, so a value sealed under an older key
 * still opens while the keys are being rotated (APP_ENCRYPTION_KEYS_OLD), and
 * `needsResealing` tells which ones to seal again under the current key. An optional
 * `context` (the column, e.g. `webhook_endpoint.segredo`) is authenticated with the value,
 * so a sealed value copied into another column does not open there.
 */
export class SecretBox {
  private readonly current: BoxKey;
  private readonly byId: ReadonlyMap<string, Buffer>;

  constructor(current: Buffer, old: readonly Buffer[] = []) {
    if (current.length !== KEY_BYTES) throw new SecretBoxError('a chave deve ter 32 bytes');
    this.current = { id: keyId(current), key: current };
    this.byId = new Map(
      [...old, current].map((key): [string, Buffer] => {
        if (key.length !== KEY_BYTES) throw new SecretBoxError('a chave deve ter 32 bytes');
        return [keyId(key), key];
      }),
    );
  }

  /** The id of the key new values are sealed with. */
  get keyId(): string {
    return this.current.id;
  }

  /** Whether a stored value has the box's form (as opposed to a legacy plain-text one). */
  static isSealed(value: string): boolean {
    return /^v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/.test(value);
  }

  seal(plain: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv) as CipherGCM;
    cipher.setAAD(aad(this.current.id, context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      this.current.id,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join(':');
  }

  /** The plain text of a sealed value; SecretBoxError when it cannot be opened. */
  open(sealed: string, context = ''): string {
    if (!SecretBox.isSealed(sealed))
      throw new SecretBoxError('valor não está cifrado no formato v1');
    const [, kid, iv, tag, body] = sealed.split(':');
    const key = this.byId.get(kid);
    if (!key)
      throw new SecretBoxError(
        `valor cifrado com a chave ${kid}, que não está em APP_ENCRYPTION_KEY nem em APP_ENCRYPTION_KEYS_OLD`,
      );
    const decipher = createDecipheriv(
      'aes-256-gcm',
      key,
      Buffer.from(iv, 'base64url'),
    ) as DecipherGCM;
    decipher.setAAD(aad(kid, context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError('valor cifrado adulterado ou de outra chave (autenticação falhou)');
    }
  }

  /** Whether a sealed value was sealed under an older key and should be sealed again. */
  needsResealing(sealed: string): boolean {
    return sealed.split(':')[1] !== this.current.id;
  }
}

function aad(kid: string, context: string) {
  return Buffer.from(`${VERSION}:${kid}:${context}`, 'utf8');
}

/** The environment the box is built from (the same variables AppConfig validates). */
export interface SecretBoxEnv {
  NODE_ENV?: string;
  APP_ENCRYPTION_KEY?: string;
  APP_ENCRYPTION_KEYS_OLD?: string;
  DATA_DIR?: string;
}

/**
 * Problems with the key settings, in Portuguese, for loadConfig to report at boot:
 * APP_ENCRYPTION_KEY is required in production; every key must be 32 bytes.
 */
export function secretBoxProblems(env: SecretBoxEnv): string[] {
  const problems: string[] = [];
  if (env.APP_ENCRYPTION_KEY) {
    try {
      parseKey(env.APP_ENCRYPTION_KEY);
    } catch (error) {
      problems.push((error as Error).message);
    }
  } else if (env.NODE_ENV === 'production') {
    problems.push(
      'APP_ENCRYPTION_KEY: obrigatória em produção (32 bytes em base64 ou hexadecimal, ' +
        'ex.: `openssl rand -base64 32`); cifra os segredos guardados no banco',
    );
  }
  oldKeys(env.APP_ENCRYPTION_KEYS_OLD).forEach((raw, index) => {
    try {
      parseKey(raw, `APP_ENCRYPTION_KEYS_OLD (chave ${index + 1})`);
    } catch (error) {
      problems.push((error as Error).message);
    }
  });
  return problems;
}

/**
 * The box of this environment: APP_ENCRYPTION_KEY (and APP_ENCRYPTION_KEYS_OLD, comma-
 * separated, to open values of earlier keys). Without it: in production an error (loadConfig
 * refuses to boot first); under NODE_ENV=test a fixed, public test key; on a development
 * machine a random key kept in `<DATA_DIR>/chave-de-criptografia` (made at first use, mode
 * 0600), so `npm start` needs nothing and the key survives restarts. Migrations build it the
 * same way from process.env, so they and the app agree on the key.
 */
export function secretBoxFromEnv(env: SecretBoxEnv): SecretBox {
  const problems = secretBoxProblems(env);
  if (problems.length > 0) throw new SecretBoxError(problems.join('; '));
  const old = oldKeys(env.APP_ENCRYPTION_KEYS_OLD).map((raw) => parseKey(raw));
  if (env.APP_ENCRYPTION_KEY) return new SecretBox(parseKey(env.APP_ENCRYPTION_KEY), old);
  if (env.NODE_ENV === 'test') return new SecretBox(TEST_KEY, old);
  return new SecretBox(devKey(join(env.DATA_DIR || '.data', DEV_KEY_FILE)), old);
}

function oldKeys(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Reads the development key at `path`, creating it when missing. Created by linking a
 * finished temporary file into place, so two processes starting at once agree on one key.
 */
function devKey(path: string): Buffer {
  try {
    return parseKey(readFileSync(path, 'utf8'), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, path);
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return parseKey(readFileSync(path, 'utf8'), path);
}
