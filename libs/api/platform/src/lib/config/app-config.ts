import { availableParallelism } from 'node:os';
import { SecretBox, secretBoxFromEnv, secretBoxProblems } from '../common/secret-box';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? ['1', 'true', 'sim', 'yes'].includes(value.trim().toLowerCase())
    : value;
const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/**
 * The environment the API runs with, validated once at boot. Every variable is
 * documented in the README; defaults suit a developer's machine, and production
 * must set DATABASE_URL.
 */
export class AppConfig {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Interface to listen on; all interfaces in production, loopback elsewhere. */
  @IsOptional()
  @IsString()
  HOST?: string;

  @Matches(/^postgres(ql)?:\/\/.+/, {
    message: 'DATABASE_URL deve ser uma URL postgres://usuario:senha@host:porta/banco',
  })
  DATABASE_URL!: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE = 10;

  /**
   * How long a request waits for a free pool connection before answering 503
   * SERVICO_OCUPADO with `Retry-After` (never 500).
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  DATABASE_CONNECT_TIMEOUT_MS = 5000;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * Express "trust proxy": `false` (default: the peer address is the client),
   * a number of hops, or a comma-separated list of proxy addresses/CIDRs.
   */
  @IsString()
  TRUST_PROXY = 'false';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_IDLE_MINUTES = 30;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_ABSOLUTE_HOURS = 12;

  /**
   * A technician's session (the field app on a phone): it idles through a long job
   * offline in a plant room and lasts a shift (see docs/usuarios-e-empresas.md).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_TECHNICIAN_IDLE_MINUTES = 240;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_TECHNICIAN_ABSOLUTE_HOURS = 14;

  /** Send the session cookie only over HTTPS; on by default in production. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  COOKIE_SECURE?: boolean;

  /** After SIGTERM, how long to keep accepting (health already says 503) before closing. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60_000)
  SHUTDOWN_GRACE_MS = 1000;

  /**
   * Failed logins allowed in the window per account from one address (that pair is
   * locked, not the account), and per client address (completed failures only).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_IP = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_WINDOW_MINUTES = 15;

  /**
   * Failed logins allowed in the window per account from all the addresses where it has not
   * signed in lately; an address where it did (LOGIN_KNOWN_ADDRESS_DAYS) is never held by it.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL = 50;

  /** How long an address where an account signed in stays known to that account. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(400)
  LOGIN_KNOWN_ADDRESS_DAYS = 30;

  /**
   * Password hashes (scrypt) computed at once by this instance; empty: one less than the
   * cores (at least 1), so a login storm leaves a core for everything else.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  PASSWORD_HASH_CONCURRENCY?: number;

  /** Hashes that may wait for a slot; beyond them a login answers 503 SERVICO_OCUPADO at once. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000)
  PASSWORD_HASH_QUEUE_MAX = 4;

  /** Folder with the built admin app, served at `/`; empty to serve none. */
  @IsString()
  ADMIN_DIST_DIR = 'dist/apps/admin';

  /** Folder with the built technician's app (PWA), served at `/tecnico/`; empty to serve none. */
  @IsString()
  TECHNICIAN_DIST_DIR = 'dist/apps/technician';

  /** Folder with the built client portal, served at `/portal/`; empty to serve none. */
  @IsString()
  CLIENT_PORTAL_DIST_DIR = 'dist/apps/portal';

  /**
   * Redis for state that several API instances must share (rate-limit counters).
   * Without it, each instance counts on its own.
   */
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL deve ser uma URL redis://host:porta' })
  REDIS_URL?: string;

  /** SMTP server for e-mail (`smtp://user:pass@host:587`); without it, messages wait in the outbox. */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, {
    message: 'SMTP_URL deve ser uma URL smtp://usuario:senha@host:porta',
  })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Campo <nao-responda@campo.local>';

  /** How often the delivery worker looks for e-mail to send (with SMTP_URL); 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  MAIL_WORKER_INTERVAL_MS = 2000;

  /** Delivery attempts of one e-mail before it is marked FALHOU. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(20)
  MAIL_MAX_ATTEMPTS = 6;

  /** Wait before the 2nd attempt; it doubles after each failure (capped at one hour). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  MAIL_RETRY_BASE_MS = 30_000;

  /** How often the webhook worker looks for deliveries due; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  WEBHOOK_WORKER_INTERVAL_MS = 2000;

  /**
   * How long one webhook POST may take (connection and answer) before it counts as failed;
   * short, so a receiver that never answers holds a delivery slot for seconds only.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS = 5_000;

  /** Webhook POSTs this instance has in flight at most (each finishes on its own). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  WEBHOOK_CONCURRENCY = 16;

  /**
   * Webhook POSTs of one company in flight at most, across instances (each endpoint has at
   * most one), so one tenant's dead receivers cannot take every slot.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  WEBHOOK_COMPANY_CONCURRENCY = 4;

  /** Webhook endpoints a company may register (active or paused). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  WEBHOOK_MAX_ENDPOINTS = 10;

  /** Wait before a webhook's 2nd attempt; it doubles after each failure (capped at 6 h), with jitter. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  WEBHOOK_RETRY_BASE_MS = 30_000;

  /**
   * Deliver webhooks to loopback, private and link-local addresses. Off in production
   * (SSRF), on elsewhere; WEBHOOK_ALLOW_HOSTS opens single hosts instead.
   */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE?: boolean;

  /** Comma-separated host names that may resolve to private addresses (`erp.interno,10.0.0.5`). */
  @IsString()
  WEBHOOK_ALLOW_HOSTS = '';

  /**
   * The address people open the admin app at (`https://campo.example.com`), used in the
   * links that e-mails and the operator's command give. Required in production; elsewhere
   * it defaults to this API on localhost.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, {
    message: 'PUBLIC_URL deve ser uma URL http(s)://host[:porta]',
  })
  PUBLIC_URL?: string;

  /** Prefix of the shared keys in Redis, to keep environments that share a Redis apart. */
  @IsString()
  @Matches(/^[\w.-]{1,40}$/, {
    message: 'RATE_LIMIT_PREFIX: letras, números, ponto, hífen ou sublinhado',
  })
  RATE_LIMIT_PREFIX = 'campo';

  /**
   * Chromium for PDFs. Without it (or PUPPETEER_EXECUTABLE_PATH) the usual system paths
   * and Puppeteer's cache are tried; none found → the PDF endpoints answer 503.
   */
  @IsOptional()
  @IsString()
  CHROME_PATH?: string;

  @IsOptional()
  @IsString()
  PUPPETEER_EXECUTABLE_PATH?: string;

  /** Pages rendering PDFs at once (one browser per process). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(8)
  PDF_PAGES = 2;

  /** PDFs that may wait for a page; beyond them a request answers 503 PDF_OCUPADO at once. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000)
  PDF_QUEUE_MAX = 10;

  /** How long a PDF waits for a page before answering 503 PDF_OCUPADO. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(120_000)
  PDF_ACQUIRE_TIMEOUT_MS = 10_000;

  /** How long Chromium may take to lay out and print one PDF before 503 PDF_TEMPO_ESGOTADO. */
  @Transform(toInt)
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  PDF_RENDER_TIMEOUT_MS = 30_000;

  /**
   * Bearer token for `GET /api/metricas` from addresses other than loopback (which
   * needs none); without it, metrics are served to loopback clients only.
   */
  @IsOptional()
  @Matches(/^[\x21-\x7e]{24,200}$/, {
    message: 'METRICS_TOKEN: de 24 a 200 caracteres visíveis, sem espaços',
  })
  METRICS_TOKEN?: string;

  /**
   * Folder for what the API keeps on disk (stored files with STORAGE_DRIVER=fs), relative
   * to the working directory unless absolute. `npm start` uses the repository's `.data`.
   */
  @IsString()
  @MinLength(1)
  DATA_DIR = '.data';

  /** Where file bytes live: `fs` (a folder, the default) or `s3` (S3-compatible storage). */
  @IsIn(['fs', 's3'])
  STORAGE_DRIVER: 'fs' | 's3' = 'fs';

  /** Folder of stored files with STORAGE_DRIVER=fs; default `<DATA_DIR>/arquivos`. */
  @IsOptional()
  @IsString()
  STORAGE_DIR?: string;

  /** S3 endpoint (`https://s3.amazonaws.com`, `http://minio:9000`); AWS's default without it. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, {
    message: 'S3_ENDPOINT deve ser uma URL http(s)://host[:porta]',
  })
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET: de 3 a 63 letras minúsculas, números, ponto ou hífen',
  })
  S3_BUCKET?: string;

  /** Prefix of every key in the bucket (`campo/`), to share one bucket between environments. */
  @IsOptional()
  @Matches(/^([\w.-]+\/)*$/, { message: 'S3_PREFIX: segmentos terminados em "/" (ex.: campo/)' })
  S3_PREFIX?: string;

  /** Credentials; without them the SDK's chain is used (instance role, ~/.aws). */
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted servers need. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  /** Largest file accepted for storage, in bytes (photos, signatures, reports, logos). */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(100 * 1024 * 1024)
  FILE_MAX_BYTES = 10 * 1024 * 1024;

  /** Most pixels an uploaded image may declare (width × height); larger ones are refused before decoding. */
  @Transform(toInt)
  @IsInt()
  @Min(10_000)
  @Max(268_402_689)
  IMAGE_MAX_PIXELS = 40_000_000;

  /** Image types accepted, as decoded (not as declared): any of jpeg, png, webp, heif. */
  @Matches(/^\s*(jpeg|png|webp|heif)(\s*,\s*(jpeg|png|webp|heif))*\s*$/, {
    message: 'IMAGE_TYPES: lista separada por vírgulas de jpeg, png, webp, heif',
  })
  IMAGE_TYPES = 'jpeg,png,webp,heif';

  /**
   * Images decoded and re-encoded at once on this instance (each holds a core and up to
   * ~200 MB for a 40-megapixel picture); default half the cores, at least one.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  IMAGE_CONCURRENCY?: number;

  /** Images that may wait for the encoder; beyond them an upload answers 503 SERVICO_OCUPADO at once. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000)
  IMAGE_QUEUE_MAX = 8;

  /**
   * Database connections the upload paths (photos, signatures, request photos, reports)
   * may hold at once, so that a burst of uploads to one order, queued on its lock, leaves
   * the rest of the pool to logins and lists; default a quarter of DATABASE_POOL_SIZE, at
   * least one.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  UPLOAD_DB_CONNECTIONS?: number;

  /** Encoded uploads that may wait for one of those connections; beyond them 503 SERVICO_OCUPADO. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000)
  UPLOAD_DB_QUEUE_MAX = 20;

  /** Load the demo companies and users at start (never in production). */
  @Transform(toBoolean)
  @IsBoolean()
  DEMO_SEED = false;

  @IsString()
  @MinLength(8)
  DEMO_PASSWORD = 'demo1234';

  /**
   * File holding the demo ingestion token: read if present (so the token printed
   * by `npm start` stays the same), created otherwise. Only with DEMO_SEED.
   */
  @IsOptional()
  @IsString()
  DEMO_TOKEN_FILE?: string;

  /**
   * Key of the secrets kept encrypted in the database (webhook secrets), 32 bytes in base64
   * or hex (`openssl rand -base64 32`). Required in production; without it a test run uses
   * a fixed test key and a development machine a random key in `<DATA_DIR>/chave-de-criptografia`
   * (common/secret-box.ts).
   */
  @IsOptional()
  @IsString()
  APP_ENCRYPTION_KEY?: string;

  /** Earlier keys, comma-separated, still accepted to read values they sealed (key rotation). */
  @IsOptional()
  @IsString()
  APP_ENCRYPTION_KEYS_OLD?: string;

  private box?: SecretBox;

  /** The box that seals and opens secrets at rest, built at first use from the keys above. */
  get secretBox(): SecretBox {
    this.box ??= secretBoxFromEnv(this);
    return this.box;
  }

  get isProduction() {
    return this.NODE_ENV === 'production';
  }

  get listenHost() {
    return this.HOST ?? (this.isProduction ? '0.0.0.0' : '127.0.0.1');
  }

  /** PUBLIC_URL without a trailing slash, or this API on localhost outside production. */
  get publicUrl() {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** Where webhooks may be delivered (see webhooks/webhook-target.ts). */
  get webhookTargets() {
    return {
      allowPrivate: this.WEBHOOK_ALLOW_PRIVATE ?? !this.isProduction,
      allowHosts: new Set(
        this.WEBHOOK_ALLOW_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    };
  }

  /** The folder of stored files (STORAGE_DRIVER=fs). */
  get storageDir(): string {
    return this.STORAGE_DIR ?? `${this.DATA_DIR.replace(/\/+$/, '')}/arquivos`;
  }

  get imageTypes(): string[] {
    return this.IMAGE_TYPES.split(',').map((type) => type.trim());
  }

  get cookieSecure() {
    return this.COOKIE_SECURE ?? this.isProduction;
  }

  get imageConcurrency(): number {
    return this.IMAGE_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2));
  }

  get uploadDbConnections(): number {
    return this.UPLOAD_DB_CONNECTIONS ?? Math.max(1, Math.floor(this.DATABASE_POOL_SIZE / 4));
  }

  get passwordHashConcurrency(): number {
    return this.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1);
  }

  get trustProxy(): boolean | number | string[] {
    const value = this.TRUST_PROXY.trim();
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  }
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws one ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(AppConfig, relevant, { exposeDefaultValues: true });
  const problems = validateSync(config, { whitelist: false }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) => `${error.property}: ${message}`),
  );
  if (config.isProduction && config.DEMO_SEED) {
    problems.push('DEMO_SEED: os dados de demonstração não podem ser carregados em produção');
  }
  if (config.isProduction && !config.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: obrigatória em produção (o endereço do painel, usado nos links dos e-mails)',
    );
  }
  problems.push(...secretBoxProblems(config));
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
    problems.push('S3_BUCKET: obrigatório com STORAGE_DRIVER=s3');
  }
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: informe os dois ou nenhum');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Configuração inválida:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}
