import path from 'node:path';

/** Every setting of the server, read once from the environment at start. */
export interface Config {
  host: string;
  port: number;
  /** Holds the SQLite database and the photos by default, uploads in transit and the local mail outbox. */
  dataDir: string;
  /** The address attendees type; links in emails are built from it, never from a request. */
  publicUrl: string;
  /** Secret for signing tokens; when absent one is generated and kept in dataDir. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /** SMTP server for outgoing mail; when absent mail is written to dataDir/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  passwordResetDelivery: 'email' | 'response';
  /** Whether a reverse proxy stands in front: only then is X-Forwarded-For believed. */
  trustProxy: boolean;
  uploadMaxFiles: number;
  uploadMaxFileBytes: number;
  uploadMaxPixels: number;
  /** Bytes announced by every resumable upload in progress together, all accounts (decision 073). */
  uploadsInProgressMaxBytes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `auto`: readable lines when stdout is a terminal, JSON otherwise (see config/logger-options.ts). */
  logFormat: 'auto' | 'json' | 'pretty';
  /** Origins whose pages may call the API (a front end on a static host); empty: none. */
  corsOrigins: string[];
  /** The built single-page app (client/dist). */
  clientDir: string;
  /** Where accounts, tokens and the photo catalogue live (decision 024). */
  database: DatabaseSettings;
  /** Where the bytes of photos live (decision 025). */
  storage: StorageSettings;
  /** Redis for the rate-limit counters; when absent they stay in this process's memory (decision 026). */
  redisUrl: string | undefined;
  /** Open live event streams one address may hold on this instance (decision 057). */
  liveStreamsPerAddress: number;
  /** WALL_APPROVAL: the wall projects only the photos organisers approved (decision 067); the gallery is unchanged. */
  wallApproval: boolean;
  /** QUESTIONS_APPROVAL: a question from the room waits for an organiser before anyone else sees it (decision 118). */
  questionsApproval: boolean;
  /** SLIDES_MAX_MB: the largest slides PDF organisers may attach to a slot (decision 084). */
  slidesMaxBytes: number;
  /** CONTENT_FILES_MAX_MB: what slides PDFs and content images may hold in the storage in all (decision 106). */
  contentFilesMaxBytes: number;
  /** EVIDENCE_RETENTION_YEARS: how long the training evidence is kept, then erased (decision 096). */
  evidenceRetentionYears: number;
}

/** The SQLite file in DATA_DIR (the default), or a PostgreSQL database shared by several instances. */
export type DatabaseSettings = { engine: 'sqlite' } | { engine: 'postgres'; url: string };

/** The folder DATA_DIR/photos (the default), or a bucket of S3-compatible object storage. */
export type StorageSettings = { engine: 'local' } | ({ engine: 's3' } & S3Settings);

export interface S3Settings {
  /** Absent for AWS itself (the SDK finds the endpoint from the region). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Absent: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** https://host/bucket/key rather than https://bucket.host/key (MinIO, Garage, most self-hosted stores). */
  forcePathStyle: boolean;
}

/** Thrown at start when the environment is wrong; its message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const defaultClientDir = path.resolve(import.meta.dirname, '../../../client/dist');

/** Reads and validates the settings; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}").`);
    return fallback;
  };
  const url = (name: string, raw: string | undefined, protocols: string[]): string | undefined => {
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${redact(raw)}").`);
      return undefined;
    }
  };

  const host = read('HOST') ?? '0.0.0.0';
  const port = integer('PORT', 3000, 0, 65535);
  const dataDir = path.resolve(read('DATA_DIR') ?? './data');
  const publicUrl = url('PUBLIC_URL', read('PUBLIC_URL'), ['http:', 'https:']) ?? `http://localhost:${port}`;

  const jwtSecret = read('JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    problems.push('JWT_SECRET must be at least 32 bytes long (or unset, to generate one in DATA_DIR).');
  }

  const databaseUrl = url('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:']);
  if (databaseUrl !== undefined && jwtSecret === undefined) {
    problems.push(
      'JWT_SECRET is required with DATABASE_URL: every instance must sign logins with the same key ' +
        '(a key generated in each DATA_DIR would differ).',
    );
  }
  if (databaseUrl !== undefined && new URL(databaseUrl).pathname.length <= 1) {
    problems.push(
      `DATABASE_URL must name a database, as in postgres://user:password@host:5432/congres (got "${redact(databaseUrl)}").`,
    );
  }

  const config: Config = {
    host,
    port,
    dataDir,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    jwtSecret,
    jwtTtlSeconds: integer('JWT_TTL_SECONDS', 24 * 3600, 60, 30 * 24 * 3600),
    smtpUrl: url('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:']),
    mailFrom: read('MAIL_FROM') ?? 'Congrès Bordeaux <no-reply@localhost>',
    passwordResetDelivery: oneOf('PASSWORD_RESET_DELIVERY', ['email', 'response'], 'email'),
    trustProxy: oneOf('TRUST_PROXY', ['true', 'false'], 'false') === 'true',
    uploadMaxFiles: integer('UPLOAD_MAX_FILES', 20, 1, 100),
    uploadMaxFileBytes: integer('UPLOAD_MAX_FILE_MB', 15, 1, 100) * 1024 * 1024,
    uploadMaxPixels: integer('UPLOAD_MAX_MEGAPIXELS', 50, 1, 500) * 1_000_000,
    uploadsInProgressMaxBytes: integer('UPLOADS_IN_PROGRESS_MAX_MB', 2048, 1, 1_048_576) * 1024 * 1024,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: oneOf('LOG_FORMAT', ['auto', 'json', 'pretty'], 'auto'),
    corsOrigins: origins('CORS_ORIGINS', read('CORS_ORIGINS'), problems),
    clientDir: path.resolve(read('CLIENT_DIR') ?? defaultClientDir),
    database: databaseUrl === undefined ? { engine: 'sqlite' } : { engine: 'postgres', url: databaseUrl },
    storage: readStorage(read, problems, (name, raw) => url(name, raw, ['http:', 'https:'])),
    redisUrl: url('REDIS_URL', read('REDIS_URL'), ['redis:', 'rediss:']),
    // The venue's wifi is one public address for hundreds of phones: generous, per instance.
    liveStreamsPerAddress: integer('LIVE_STREAMS_PER_ADDRESS', 1000, 1, 100_000),
    wallApproval: oneOf('WALL_APPROVAL', ['true', 'false'], 'false') === 'true',
    questionsApproval: oneOf('QUESTIONS_APPROVAL', ['true', 'false'], 'false') === 'true',
    slidesMaxBytes: integer('SLIDES_MAX_MB', 50, 1, 500) * 1024 * 1024,
    // Ten slides PDFs at the largest, or a whole programme's at their usual size and every picture.
    contentFilesMaxBytes: integer('CONTENT_FILES_MAX_MB', 500, 1, 1_048_576) * 1024 * 1024,
    evidenceRetentionYears: integer('EVIDENCE_RETENTION_YEARS', 5, 1, 50),
  };
  // Below one file's limit no photo of that size could ever start.
  if (config.uploadsInProgressMaxBytes < config.uploadMaxFileBytes) {
    problems.push(
      `UPLOADS_IN_PROGRESS_MAX_MB must be at least UPLOAD_MAX_FILE_MB (${config.uploadMaxFileBytes / 1024 / 1024}), ` +
        'or no photo of that size could start uploading.',
    );
  }
  // Below one PDF's limit no slides PDF of that size could ever be stored.
  if (config.contentFilesMaxBytes < config.slidesMaxBytes) {
    problems.push(
      `CONTENT_FILES_MAX_MB must be at least SLIDES_MAX_MB (${config.slidesMaxBytes / 1024 / 1024}), ` +
        'or no slides PDF of that size could be stored.',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * A comma-separated list of bare origins (`https://congres.example.org`, no path, no
 * trailing slash): each is compared letter for letter with the browser's Origin header, so
 * anything else would silently never match. `*` is refused: the list is the whole point.
 */
function origins(name: string, raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (entry === '*' || entry === 'null') {
      problems.push(`${name} lists origins one by one; "${entry}" is not allowed.`);
      continue;
    }
    let origin: string | undefined;
    try {
      const parsed = new URL(entry);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origin = parsed.origin;
    } catch {
      origin = undefined;
    }
    if (origin !== entry) {
      const hint = origin === undefined ? 'e.g. https://congres.example.org' : `write it as ${origin}`;
      problems.push(`${name}: "${entry}" is not a bare http(s) origin (scheme, host and port only: ${hint}).`);
    }
  }
  return [...new Set(entries)];
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** STORAGE and the S3_* settings it needs: a region and a bucket, both keys or neither. */
function readStorage(
  read: (name: string) => string | undefined,
  problems: string[],
  httpUrl: (name: string, raw: string | undefined) => string | undefined,
): StorageSettings {
  const engine = read('STORAGE') ?? 'local';
  if (engine === 'local') {
    const stray = S3_VARIABLES.filter((name) => read(name) !== undefined);
    if (stray.length > 0)
      problems.push(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} only read with STORAGE=s3.`);
    return { engine: 'local' };
  }
  if (engine !== 's3') {
    problems.push(`STORAGE must be one of local, s3 (got "${engine}").`);
    return { engine: 'local' };
  }
  const region = read('S3_REGION');
  const bucket = read('S3_BUCKET');
  if (region === undefined)
    problems.push('S3_REGION is required with STORAGE=s3 (for example eu-west-3, fr-par, gra).');
  if (bucket === undefined)
    problems.push('S3_BUCKET is required with STORAGE=s3: create the bucket first, then name it.');
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes (got "${bucket}").`,
    );
  }
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK’s own credentials.',
    );
  }
  const forcePathStyle = read('S3_FORCE_PATH_STYLE') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    problems.push(`S3_FORCE_PATH_STYLE must be one of true, false (got "${forcePathStyle}").`);
  }
  return {
    engine: 's3',
    endpoint: httpUrl('S3_ENDPOINT', read('S3_ENDPOINT')),
    region: region ?? '',
    bucket: bucket ?? '',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: forcePathStyle === 'true',
  };
}

/** Hides credentials in a URL before it is shown in an error message. */
function redact(raw: string): string {
  return raw.replace(/\/\/[^@/]*@/, '//***@');
}
